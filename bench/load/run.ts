/**
 * Load under many callers: the real server in a child process, on loopback,
 * on SQLite and on PostgreSQL.
 *
 *   1. 200 concurrent admin list calls, for 10 s (the console's lists, cookie and bearer token);
 *   2. 50 concurrent writers for 10 s (tips, exams with a question list, posts with categories).
 *
 * Prints requests/s, p50/p99 latency, errors, and lost writes (writes answered 2xx that are not
 * in the database afterwards, counted row by row). Exits 1 if any request failed or any write
 * was lost.
 *
 *   npx tsx bench/load/run.ts                run both databases (PostgreSQL if reachable)
 *   npx tsx bench/load/run.ts --quick        3 s per scenario
 *   npx tsx bench/load/run.ts --no-postgres  SQLite only
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the PostgreSQL
 * server; a database of its own is made there and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { onPostgres } from '../lib/postgresAdmin';
import { type LoadServer, signIn, startLoadServer } from './server';

const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const SECONDS = QUICK ? 3 : 10;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { email: 'load-admin@example.com', password: 'Load-admin-pass-5150' };

interface Figures {
  scenario: string;
  database: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Writes answered 2xx, and those of them not found afterwards. */
  acknowledged?: number;
  lost?: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: () => unknown;
  /** For writes: where the answered record lives, to count it afterwards. */
  table?: string;
}

/**
 * `connections` clients, each sending the next call as soon as the last is answered, for
 * `seconds`. Every answer other than a 2xx, and every failed request, is an error.
 */
async function drive(
  base: string,
  headers: Record<string, string>,
  calls: readonly Call[],
  connections: number,
  seconds: number,
): Promise<{ latencies: number[]; errors: number; elapsed: number; written: Map<string, Set<number>> }> {
  const latencies: number[] = [];
  const written = new Map<string, Set<number>>();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const call = calls[next++ % calls.length];
      const begin = performance.now();
      try {
        const response = await fetch(`${base}/api/admin/${call.path}`, {
          method: call.method,
          headers,
          body: call.body ? JSON.stringify(call.body()) : undefined,
        });
        const text = await response.text();
        latencies.push(performance.now() - begin);
        if (response.status < 200 || response.status > 299) {
          errors += 1;
          continue;
        }
        if (call.table) {
          const id = Number((JSON.parse(text) as { data: { id: number } }).data.id);
          if (!written.has(call.table)) written.set(call.table, new Set());
          written.get(call.table)?.add(id);
        }
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  return { latencies, errors, elapsed, written };
}

function figures(scenario: string, database: string, run: Awaited<ReturnType<typeof drive>>): Figures {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    scenario,
    database,
    requests: run.latencies.length,
    perSecond: run.latencies.length / run.elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: run.errors,
  };
}

/** Ids of `table` that exist now, of those given. */
async function present(server: LoadServer, table: string, ids: Set<number>): Promise<number> {
  const found = await server.query(`select id from ${table}`);
  const have = new Set(found.map((row) => Number(row.id)));
  let count = 0;
  for (const id of ids) if (have.has(id)) count += 1;
  return count;
}

async function runOn(database: 'sqlite' | 'postgres'): Promise<Figures[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mindwell-load-'));
  const dbName = `mindwell_load_${randomBytes(4).toString('hex')}`;
  let url = '';
  if (database === 'postgres') {
    await onPostgres(PG_URL, (admin) => admin.unsafe(`create database ${dbName}`));
    const own = new URL(PG_URL);
    own.pathname = `/${dbName}`;
    url = own.toString();
  }
  const server = await startLoadServer({
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
    SEED_DEMO: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const headers = await signIn(server.base, ADMIN.email, ADMIN.password);
    const results: Figures[] = [];

    const lists: Call[] = [
      { method: 'GET', path: 'awarding-bodies' },
      { method: 'POST', path: 'get_blog', body: () => ({ page: 1 }) },
      { method: 'GET', path: 'get_course' },
      { method: 'POST', path: 'user/get_users', body: () => ({ page: 1 }) },
      { method: 'POST', path: 'coupon/list', body: () => ({ page: 1 }) },
      { method: 'POST', path: 'lesson/lessons', body: () => ({ pageNumber: 1 }) },
      { method: 'GET', path: 'tips' },
      { method: 'GET', path: 'order/get_orders' },
    ];
    await drive(server.base, headers, lists, 50, 1);
    results.push(
      figures(
        '200 concurrent admin list calls',
        database,
        await drive(server.base, headers, lists, 200, SECONDS),
      ),
    );

    const [course] = await server.query('select id from courses order by id limit 1');
    const categories = (await server.query('select id from blog_categories order by id limit 2')).map((r) =>
      Number(r.id),
    );
    const [author] = await server.query(`select id from users where email = '${ADMIN.email}'`);
    let n = 0;
    const writes: Call[] = [
      {
        method: 'POST',
        path: 'tips/create-tip',
        table: 'tips',
        body: () => ({ title: `Load tip ${++n}`, description: 'Under load.' }),
      },
      {
        method: 'POST',
        path: 'exam/create',
        table: 'exams',
        body: () => ({
          exam_data: {
            title: `Load exam ${++n}`,
            course_id: Number(course.id),
            duration_minutes: 20,
            questions: [
              {
                question: 'Whole or absent?',
                options: [1, 2, 3, 4].map((id) => ({ id, text: `Option ${id}` })),
                right_answer: 2,
                level: 'beginner',
              },
            ],
          },
        }),
      },
      {
        method: 'POST',
        path: 'create_blog',
        table: 'blogs',
        body: () => ({
          title: `Load post ${++n}`,
          user_id: Number(author.id),
          post_status: 'draft',
          category_ids: categories,
          content: '<p>Written under <strong>load</strong>.</p>',
        }),
      },
    ];
    const run = await drive(server.base, headers, writes, 50, SECONDS);
    const written = figures('50 concurrent writers', database, run);
    let acknowledged = 0;
    let found = 0;
    for (const [table, ids] of run.written) {
      acknowledged += ids.size;
      found += await present(server, table, ids);
    }
    results.push({ ...written, acknowledged, lost: acknowledged - found });
    return results;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (url) {
      await onPostgres(PG_URL, (admin) => admin.unsafe(`drop database if exists ${dbName} with (force)`));
    }
  }
}

async function postgresReachable(): Promise<boolean> {
  try {
    await onPostgres(PG_URL, (client) => client`select 1`);
    return true;
  } catch {
    return false;
  }
}

function table(rows: readonly Figures[]): string {
  const head = [
    'scenario',
    'database',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'writes 2xx',
    'lost',
  ];
  const cells = rows.map((r) => [
    r.scenario,
    r.database,
    String(r.requests),
    r.perSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
    r.acknowledged === undefined ? '' : String(r.acknowledged),
    r.lost === undefined ? '' : String(r.lost),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

async function main(): Promise<void> {
  const databases: ('sqlite' | 'postgres')[] = ['sqlite'];
  if (!args.includes('--no-postgres')) {
    if (await postgresReachable()) databases.push('postgres');
    else process.stdout.write(`PostgreSQL at ${PG_URL} is not reachable: SQLite only.\n`);
  }
  const rows: Figures[] = [];
  for (const database of databases) {
    process.stdout.write(`load: ${database}…\n`);
    rows.push(...(await runOn(database)));
  }
  process.stdout.write(
    `\nLoad (${SECONDS} s per scenario, loopback; the load generator shares the 2 cores with the server` +
      ` and PostgreSQL):\n\n${table(rows)}\n`,
  );
  const failed = rows.filter((r) => r.errors > 0 || (r.lost ?? 0) > 0);
  if (failed.length > 0) {
    process.stdout.write(
      `\nFAILED: errors or lost writes in ${failed.map((r) => `${r.scenario} on ${r.database}`).join(', ')}\n`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`load: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
