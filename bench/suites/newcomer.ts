/**
 * The admin list measured as a newcomer measures it: `npm start` with its defaults on a fresh
 * data folder, 10,000 blog categories created through the API, then the legacy list call
 * (`POST /api/admin/blog-categories {page}`, a random page of 10) at 50 connections for 10 s,
 * once, against json-server 0.17.4 serving the same rows. No warm-up: the first run is the one
 * a newcomer reads. Then the same server again, and fresh starts with one setting changed each,
 * on the same rows, to show where a newcomer's figure and the API suite's part.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../server/config';
import type { SuiteOptions } from '../lib/context';
import { startLoadGenerator } from '../lib/loadGenerator';
import { OUT, ROOT, type AdminAuth, signInAdmin } from '../lib/ourServer';
import { type Child, cpuMicros, freePort, startChild, waitForHttp } from '../lib/proc';
import { type Section, type Table, int, ms, ratio } from '../lib/report';
import { BENCH_ADMIN } from '../lib/seed';
import { type Run, idle, runOf, startJsonServer } from './api';

const CATEGORIES = 10_000;
const PER_PAGE = 10;
const CONNECTIONS = 50;
const SECONDS = 10;

/** What `npm start` reads when nothing is set: said outright, so the runner's own environment cannot change it. */
const NPM_START_DEFAULTS = { LOG_LEVEL: 'info', NODE_ENV: 'development', DATABASE_URL: '', WORKERS: '' };

interface Started {
  base: string;
  child: Child;
}

/** `server/main.ts` under tsx, as `npm start` runs it (the front end is not built: no page is asked for). */
async function startAsNpmStart(dataDir: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = startChild(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    ...NPM_START_DEFAULTS,
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    BUILD_FRONT_END: '0',
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/user`, child);
  return { base, child };
}

async function post(auth: AdminAuth, base: string, call: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${base}/api/admin/${call}`, {
    method: 'POST',
    headers: { ...auth.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One 10 s run of `plan` against `pid`'s server, with the CPU its processes spent per request. */
async function measure(
  plan: Parameters<typeof startLoadGenerator>[0],
  pid: number | undefined,
): Promise<Run> {
  const load = startLoadGenerator(plan);
  try {
    const before = pid === undefined ? undefined : await cpuMicros({ pid });
    const result = await load.run(SECONDS);
    const after = pid === undefined ? undefined : await cpuMicros({ pid });
    const run = runOf(result);
    return {
      ...run,
      serverCpu:
        before === undefined || after === undefined || run.total === 0
          ? undefined
          : (after - before) / run.total,
    };
  } finally {
    await load.stop();
  }
}

export async function newcomerSuite(options: SuiteOptions): Promise<Section> {
  const { log } = options;
  await mkdir(OUT, { recursive: true });
  const dataDir = await mkdtemp(path.join(OUT, 'newcomer-'));
  const children: Child[] = [];
  const stop = async (child: Child) => {
    await child.stop();
    children.splice(children.indexOf(child), 1);
  };
  try {
    log(`  newcomer: npm start on a fresh folder, ${int(CATEGORIES)} blog categories through the API`);
    const first = await startAsNpmStart(dataDir, {});
    children.push(first.child);
    const auth = await signInAdmin(first.base);
    for (let n = 0; n < CATEGORIES; n += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(auth, first.base, 'blog-categories/create-blog-category', { title: `Category ${n + i + 1}` }),
        ),
      );
    // json-server gets the rows as our list call answers them.
    const rows: unknown[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await post(auth, first.base, 'blog-categories', { page, per_page: 500 })) as {
        data: unknown[];
      };
      rows.push(...answer.data);
      if (answer.data.length < 500) break;
    }
    const pages = Math.ceil(rows.length / PER_PAGE);
    const dbFile = path.join(dataDir, 'json-server-db.json');
    await writeFile(dbFile, JSON.stringify({ 'blog-categories': rows }));
    await idle({ base: first.base, onePath: '/api/user', headers: {} });

    const ours = (server: Started, auth: AdminAuth) => ({
      url: server.base,
      connections: CONNECTIONS,
      method: 'POST' as const,
      path: '/api/admin/blog-categories',
      headers: { ...auth.headers, 'content-type': 'application/json' },
      body: '{"page":{page}}',
      pages,
    });
    const json = await startJsonServer(dbFile);
    children.push(json.child);
    const theirs = {
      url: json.base,
      connections: CONNECTIONS,
      method: 'GET' as const,
      path: `/blog-categories?_page={page}&_limit=${PER_PAGE}`,
      headers: {},
      pages,
    };
    const runs: { label: string; run: Run; peer?: boolean }[] = [];
    const loads: string[] = [];
    const measured = async (label: string, run: () => Promise<Run>, peer = false) => {
      log(`  newcomer: ${label}`);
      runs.push({ label, run: await run(), peer });
      loads.push(os.loadavg()[0].toFixed(2));
    };

    await measured('json-server (A)', () => measure(theirs, json.child.process.pid), true);
    await measured('ours, `npm start` defaults, first run', () =>
      measure(ours(first, auth), first.child.process.pid),
    );
    await idle({ base: first.base, onePath: '/api/user', headers: {} });
    await measured('ours, the same server again', () => measure(ours(first, auth), first.child.process.pid));
    await stop(first.child);
    const workers = parseConfig({ ...process.env, ...NPM_START_DEFAULTS }).workers;
    const variants: [string, Record<string, string>][] = [
      ['ours, fresh start, LOG_LEVEL=warn, first run', { LOG_LEVEL: 'warn' }],
      ['ours, fresh start, WORKERS=1, first run', { WORKERS: '1' }],
      [`ours, fresh start, WORKERS=1 and LOG_LEVEL=warn, first run`, { WORKERS: '1', LOG_LEVEL: 'warn' }],
    ];
    for (const [label, env] of variants) {
      const server = await startAsNpmStart(dataDir, env);
      children.push(server.child);
      const signedIn = await signInAdmin(server.base);
      await idle({ base: server.base, onePath: '/api/user', headers: {} });
      await measured(label, () => measure(ours(server, signedIn), server.child.process.pid));
      await stop(server.child);
    }
    await measured('json-server again (A)', () => measure(theirs, json.child.process.pid), true);

    const peers = runs.filter((r) => r.peer);
    const peerReqs = peers.reduce((sum, r) => sum + r.run.reqs, 0) / peers.length;
    const firstRun = runs[1].run;
    const table: Table = {
      title: `As a newcomer measures it: the legacy list call on ${int(rows.length)} blog categories, a random page of ${PER_PAGE}, ${CONNECTIONS} connections, ${SECONDS} s, no warm-up`,
      head: [
        'server',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors / non-2xx',
        'server CPU µs/req',
        'ours ÷ json-server',
        'load (1 min)',
      ],
      rows: runs.map(({ label, run, peer }, i) => [
        label,
        int(run.reqs),
        ms(run.p50),
        ms(run.p99),
        `${int(run.errors)} / ${int(run.non2xx)}`,
        run.serverCpu === undefined ? '' : int(run.serverCpu),
        peer ? '' : ratio(run.reqs, peerReqs),
        loads[i],
      ]),
      notes: [
        `\`npm start\` defaults: ${workers} server processes here, access log at info (one line a request), NODE_ENV=development; the rows made through \`POST /api/admin/blog-categories/create-blog-category\`, ten at a time, after the demo data; json-server's db.json holds what our list call answers.`,
        'Ours: `POST /api/admin/blog-categories {"page":N}` with the admin\'s cookie and bearer token; json-server: `GET /blog-categories?_page=N&_limit=10`. autocannon in a process of its own, as the API suite runs it, but with no warm-up.',
        'Each "fresh start" is `npm start` again on the same rows with one setting changed, measured on its first run; "the same server again" is the second run of the first.',
      ],
    };
    return {
      title: 'The admin list as a newcomer measures it',
      tables: [table],
      goals: [
        {
          name: "newcomer's paged list throughput (npm start defaults, first run)",
          target: '≥ 10× json-server',
          measured: ratio(firstRun.reqs, peerReqs),
          met: firstRun.reqs >= 10 * peerReqs,
        },
        {
          name: `newcomer's paged list p99 at ${CONNECTIONS} connections`,
          target: '< 25 ms',
          measured: `${ms(firstRun.p99)} ms`,
          met: firstRun.p99 < 25,
        },
      ],
    };
  } finally {
    for (const child of [...children]) await child.stop();
  }
}
