import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { buildApp, prepareDatabase } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { startMetricsServer } from './metrics/metricsServer';

export interface ServeOptions {
  config: Config;
  /** Opens the database: every process holds its own connection or pool. */
  connect(): Promise<DatabaseHandle>;
  /** The built front end. */
  distDir: string;
  /** Called once, when every process listens, with the address they share. */
  onListening(address: { host: string; port: number }): void;
}

/** How long a shutdown waits for requests in flight before it stops waiting. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Serves the app in `config.workers` processes sharing one port (Node's cluster module; the
 * primary hands out connections). Node runs JavaScript on one core, so this is what lets the
 * server use the others. Everything a request relies on is in the database (sessions, login
 * throttles, list counters), so any process can answer any request. With one worker, the server
 * is this process alone.
 */
export async function serve(options: ServeOptions): Promise<void> {
  if (cluster.isWorker) return runWorker(options);
  if (options.config.workers === 1) return runAlone(options);
  return runPrimary(options);
}

function listenOn(app: FastifyInstance, config: Config): Promise<{ host: string; port: number }> {
  return app.listen({ host: config.host, port: config.port }).then(() => {
    const address = app.server.address();
    return { host: config.host, port: address && typeof address === 'object' ? address.port : config.port };
  });
}

/** The metrics port (METRICS_PORT), reading `read`; closed with the app or the primary. */
function serveMetrics(
  config: Config,
  read: () => Promise<string>,
  contentType: string,
  onError: (error: unknown) => void,
): Promise<Server> | undefined {
  if (!config.metrics) return undefined;
  return startMetricsServer({
    host: config.host,
    port: config.metrics.port,
    token: config.metrics.token,
    read: async () => ({ text: await read(), contentType }),
    onError,
  });
}

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });

/** Closes the app, then exits; exits anyway if requests in flight outlast the grace period. */
function closeAndExit(app: FastifyInstance, code: number): void {
  setTimeout(() => process.exit(code), SHUTDOWN_GRACE_MS).unref();
  // Closing ends the connections idle at that moment; one whose answer was still on its way
  // would stay open after it for as long as its client keeps it alive, and hold the exit.
  setInterval(() => app.server.closeIdleConnections(), 100).unref();
  app.close().then(
    () => process.exit(code),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}

/** The app on a database connection of its own, closed with it. */
async function startApp(options: ServeOptions, prepared: boolean): Promise<FastifyInstance> {
  const handle = await options.connect();
  const app = await buildApp({ config: options.config, db: handle, distDir: options.distDir, prepared });
  app.addHook('onClose', () => handle.close());
  return app;
}

async function runAlone(options: ServeOptions): Promise<void> {
  const app = await startApp(options, false);
  const registry = app.metrics;
  if (registry) {
    const metrics = await serveMetrics(
      options.config,
      () => registry.metrics(),
      registry.contentType,
      (error) => app.log.error({ err: error }, 'metrics could not be read'),
    );
    if (metrics) app.addHook('onClose', () => closeServer(metrics));
  }
  options.onListening(await listenOn(app, options.config));
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    closeAndExit(app, 0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * prom-client's cluster support: made in a worker, an AggregatorRegistry answers the primary's
 * requests for this process's metrics, read from `registry`.
 */
function shareMetricsWithPrimary(registry: Registry): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

async function runWorker(options: ServeOptions): Promise<void> {
  const app = await startApp(options, true);
  if (app.metrics) shareMetricsWithPrimary(app.metrics);
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    closeAndExit(app, 0);
  };
  // The primary asks with SIGTERM; Ctrl+C in a terminal reaches every process, and the primary
  // leads that shutdown. Losing the primary (killed, crashed) means no new connections: finish and go.
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', () => undefined);
  process.on('disconnect', shutdown);
  await listenOn(app, options.config);
}

async function runPrimary(options: ServeOptions): Promise<void> {
  const { config } = options;
  const handle = await options.connect();
  try {
    await prepareDatabase(handle, config);
  } finally {
    await handle.close();
  }

  let closing = false;
  let listening = 0;
  const started = new Set<Worker>();

  const stopAll = (code: number) => {
    if (closing) return;
    closing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(code);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(code);
    }, SHUTDOWN_GRACE_MS + 2000).unref();
  };

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', (address) => {
      started.add(worker);
      listening += 1;
      if (listening === config.workers) options.onListening({ host: config.host, port: address.port });
    });
    worker.once('exit', (code, signal) => {
      if (closing) return;
      if (!started.has(worker)) {
        // It never served: the port is taken, the database unreachable... Another would fail the same way.
        process.stderr.write(`A server process could not start (${signal ?? `exit code ${code}`}).\n`);
        stopAll(1);
        return;
      }
      process.stderr.write(`A server process ended (${signal ?? `exit code ${code}`}); starting another.\n`);
      fork();
    });
  };

  // Every worker's counts summed (latency histograms bucket by bucket): one scrape, the whole server.
  const aggregator = config.metrics ? new AggregatorRegistry() : undefined;
  if (aggregator)
    await serveMetrics(
      config,
      () => aggregator.clusterMetrics(),
      aggregator.contentType,
      (error) => process.stderr.write(`Metrics could not be read: ${String(error)}\n`),
    );

  for (let i = 0; i < config.workers; i += 1) fork();
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
}
