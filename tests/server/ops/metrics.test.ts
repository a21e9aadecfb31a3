/**
 * Prometheus metrics: none unless METRICS_PORT asks; then on that port alone, behind
 * METRICS_TOKEN, requests and latency labelled by route pattern, the PostgreSQL pool's use and
 * the event loop's lag, summed over every server process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnderTest } from '../../setup/postgres';
import { type Child, freePort, startServer } from '../../durability/support/child';
import { type Target, makeTarget } from '../../durability/support/targets';
import { type TestServer, startTestServer } from '../helpers/testServer';

const TOKEN = 'metrics-token-for-tests-6631';
const database = postgresUnderTest() ? 'PostgreSQL' : 'SQLite';

/** The value of one sample line of the exposition, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`metrics off, as by default, on ${database}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps no metrics and answers /metrics on the site with no metrics text', async () => {
    expect(server.app.metrics).toBeNull();
    const answer = await server.client().get('/metrics');
    expect(answer.body).not.toContain('http_requests_total');
  });
});

describe(`metrics on, in 2 server processes, on ${database}`, () => {
  let target: Target;
  let child: Child;
  let metricsUrl: string;

  beforeAll(async () => {
    target = await makeTarget();
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    child = await startServer(
      {
        ...target.env,
        WORKERS: '2',
        METRICS_PORT: String(port),
        METRICS_TOKEN: TOKEN,
      },
      150_000,
    );
  }, 180_000);
  afterAll(async () => {
    await child?.stop();
    await target?.drop();
  });

  it('refuses a scrape without the token, or with a wrong one', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    const wrong = await fetch(metricsUrl, { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('http_requests_total');
  });

  it('counts every request of every process by route pattern, with its latency and the event loop lag', async () => {
    // Each on a connection of its own, so the primary hands them to both processes.
    for (let i = 0; i < 6; i += 1)
      expect((await fetch(`${child.base}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);
    for (let i = 0; i < 3; i += 1)
      await fetch(`${child.base}/api/blogs/${100 + i}`, { headers: { connection: 'close' } });

    const answer = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(6);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/blogs/:id",status="404"}')).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}'),
    ).toBe(6);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/healthz",status="200"}',
      ),
    ).toBe(6);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    // The raw address (its ids) never becomes a label.
    expect(text).not.toContain('/api/blogs/100');
    if (postgresUnderTest()) {
      // Two processes of PG_POOL_MAX (10) each.
      expect(sample(text, 'db_pool_max')).toBe(20);
      expect(sample(text, 'db_transactions_open')).toBe(0);
      expect(sample(text, 'db_statements_in_flight')).toBe(0);
    }
  });

  it('answers nothing but /metrics on its port', async () => {
    const other = await fetch(metricsUrl.replace('/metrics', '/healthz'), {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(other.status).toBe(404);
  });
});
