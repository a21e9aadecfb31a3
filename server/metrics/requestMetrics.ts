import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/connect';

/**
 * This process's metrics: requests and their latency by route pattern (never the raw URL, so the
 * label set stays small and holds no ids or tokens), the PostgreSQL pool's use, and Node's own
 * (event-loop lag, memory, CPU). Served by server/metrics/metricsServer.ts; with several
 * processes, the primary sums every worker's registry.
 */
export function requestMetrics(app: FastifyInstance, handle: DatabaseHandle): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'not found',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const pool = handle.pool?.bind(handle);
  if (pool) {
    new Gauge({
      name: 'db_statements_in_flight',
      help: 'PostgreSQL statements sent and not yet answered, queued ones included.',
      registers: [registry],
      collect() {
        this.set(pool().statements);
      },
    });
    new Gauge({
      name: 'db_transactions_open',
      help: 'PostgreSQL connections a transaction holds.',
      registers: [registry],
      collect() {
        this.set(pool().transactions);
      },
    });
    new Gauge({
      name: 'db_pool_max',
      help: 'The most connections the pool may open (PG_POOL_MAX).',
      registers: [registry],
      collect() {
        this.set(pool().max);
      },
    });
  }
  return registry;
}
