/**
 * API throughput against json-server 0.17.4, the peer. The same 100,000
 * courses in json-server's db.json and in our database; autocannon on loopback, 50
 * connections, against a paged list (random pages of 25), one record by id and a create; our
 * server on SQLite and on PostgreSQL. Each scenario runs json-server, ours, ours on
 * PostgreSQL, then json-server again, and ours is compared with the mean of the two
 * json-server runs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Result } from 'autocannon';
import { parseConfig } from '../../server/config';
import { type Goal, type Section, int, ms, ratio } from '../lib/report';
import type { SuiteOptions } from '../lib/context';
import { createBody } from '../lib/data';
import { type Dataset, type Kind, openDataset, writtenToDisk } from '../lib/datasets';
import { type LoadGenerator, startLoadGenerator } from '../lib/loadGenerator';
import { type AdminAuth, OUT, ROOT, type RunningServer, signInAdmin, startOurServer } from '../lib/ourServer';
import { type Child, cpuMicros, freePort, startChild, waitForHttp } from '../lib/proc';
import { courseRefs, exportCourses, openTarget, serverEnv } from '../lib/seed';

const COURSES = 100_000;
const PER_PAGE = 25;
const CONNECTIONS = 50;

export interface Peer {
  label: string;
  base: string;
  /** A page's path, `{page}` standing for its number (bench/lib/loadGenerator.ts). */
  listPath: string;
  /** One record's path, `{id}` standing for its id. */
  onePath: string;
  create: { path: string; body: string; headers: Record<string, string> };
  headers: Record<string, string>;
  /** The server's process (its workers are its children), for the CPU it spends. */
  pid(): number | undefined;
  /** The database's processes by name when they run on this machine (PostgreSQL's backends). */
  databaseProcess?: string;
}

export interface Run {
  reqs: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** CPU µs per request: the server's processes, and the database's when they are on this machine. */
  serverCpu?: number;
  databaseCpu?: number;
}

export const runOf = (result: Result): Run => ({
  reqs: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  total: result.requests.total,
});

/**
 * A measured run with the CPU spent per request, which varies far less from run to run than the
 * p99 does: an A/B of a change shows in it first.
 */
async function measured(target: Peer, run: () => Promise<Result>): Promise<Run> {
  const used = (pid = target.pid()) =>
    Promise.all([
      pid === undefined ? undefined : cpuMicros({ pid }),
      target.databaseProcess ? cpuMicros({ name: target.databaseProcess }) : undefined,
    ]);
  const before = await used();
  const result = await run();
  const after = await used();
  const perRequest = (i: 0 | 1) => {
    const [a, b] = [before[i], after[i]];
    return a === undefined || b === undefined || result.requests.total === 0
      ? undefined
      : (b - a) / result.requests.total;
  };
  return { ...runOf(result), serverCpu: perRequest(0), databaseCpu: perRequest(1) };
}

/** The load a scenario puts on `peer`, in a process of its own (bench/lib/loadGenerator.ts). */
function loadOf(peer: Peer, scenario: Scenario, ids: { count: number; maxId: number }): LoadGenerator {
  const common = { url: peer.base, connections: CONNECTIONS };
  if (scenario === 'create')
    return startLoadGenerator({
      ...common,
      // json-server takes seconds per create: time out late enough to count the ones it finishes.
      timeout: 60,
      method: 'POST',
      path: peer.create.path,
      headers: { ...peer.headers, ...peer.create.headers },
      body: peer.create.body,
    });
  return startLoadGenerator({
    ...common,
    method: 'GET',
    path: scenario === 'list' ? peer.listPath : peer.onePath,
    headers: peer.headers,
    pages: Math.ceil(ids.count / PER_PAGE),
    maxId: ids.maxId,
  });
}

type Scenario = 'list' | 'one' | 'create';

const listOf = (peer: Peer, page: number) => peer.listPath.replace('{page}', String(page));
const oneOf = (peer: Pick<Peer, 'onePath'>, id: number) => peer.onePath.replace('{id}', String(id));

const SCENARIOS: { key: Scenario; label: string; ours: string; peer: string }[] = [
  {
    key: 'list',
    label: 'paged list, random page of 25',
    ours: 'GET /api/admin/get_course?page=N&per_page=25',
    peer: 'GET /courses?_page=N&_limit=25',
  },
  {
    key: 'one',
    label: 'one record by id',
    ours: 'GET /api/admin/get_course?filter={"id":N} (the console\'s getOne)',
    peer: 'GET /courses/N',
  },
  {
    key: 'create',
    label: 'create',
    ours: 'POST /api/admin/create_course {course_data}',
    peer: 'POST /courses',
  },
];

/** Waits until `peer` answers a small request promptly: its backlog is worked off. */
export async function idle(peer: Pick<Peer, 'base' | 'onePath' | 'headers'>): Promise<void> {
  const deadline = Date.now() + 120_000;
  let prompt = 0;
  while (prompt < 3 && Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(`${peer.base}${oneOf(peer, 1)}`, {
        headers: peer.headers,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      prompt = performance.now() - started < 50 ? prompt + 1 : 0;
    } catch {
      prompt = 0;
    }
    await sleep(100);
  }
  await sleep(500);
}

export async function startJsonServer(
  dbFile: string,
  onPort?: string,
): Promise<{ child: Child; base: string }> {
  const port = onPort ?? String(await freePort());
  const child = startChild(process.execPath, [
    path.join(ROOT, 'node_modules/json-server/lib/cli/bin.js'),
    '--quiet',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    dbFile,
  ]);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/courses/1`, child);
  return { child, base };
}

function ourPeer(label: string, server: RunningServer, auth: AdminAuth, body: string, database: Kind): Peer {
  return {
    label,
    base: server.base,
    pid: () => server.child.process.pid,
    databaseProcess: database === 'postgres' ? 'postgres' : undefined,
    headers: auth.headers,
    listPath: `/api/admin/get_course?page={page}&per_page=${PER_PAGE}`,
    // The filter {"id":N}, its braces and quotes escaped as a browser sends them.
    onePath: `/api/admin/get_course?filter=${encodeURIComponent('{"id":')}{id}${encodeURIComponent('}')}`,
    create: {
      path: '/api/admin/create_course',
      body: JSON.stringify({ course_data: JSON.parse(body) as unknown }),
      headers: { 'content-type': 'application/json' },
    },
  };
}

/** Same ids on the same page, and the same record, from both servers: the comparison is fair. */
async function sameAnswers(ours: Peer, peer: Peer, count: number): Promise<string[]> {
  const problems: string[] = [];
  const pages = Math.ceil(count / PER_PAGE);
  for (const page of [1, Math.ceil(pages / 2), pages, 1 + Math.floor(Math.random() * pages)]) {
    const a = (await (
      await fetch(`${ours.base}${listOf(ours, page)}`, { headers: ours.headers })
    ).json()) as {
      data: { id: number }[];
    };
    const b = (await (await fetch(`${peer.base}${listOf(peer, page)}`)).json()) as { id: number }[];
    const idsA = a.data.map((r) => r.id).join(',');
    const idsB = b.map((r) => r.id).join(',');
    if (idsA !== idsB) problems.push(`${ours.label} page ${page}: ids differ from json-server's`);
  }
  const id = 1 + Math.floor(Math.random() * count);
  const one = (await (await fetch(`${ours.base}${oneOf(ours, id)}`, { headers: ours.headers })).json()) as {
    data: unknown[];
  };
  const theirs = (await (await fetch(`${peer.base}${oneOf(peer, id)}`)).json()) as unknown;
  if (JSON.stringify(one.data[0]) !== JSON.stringify(theirs))
    problems.push(`${ours.label} record ${id} differs from json-server's`);
  return problems;
}

export async function apiSuite(options: SuiteOptions): Promise<Section> {
  const { log, quick } = options;
  const seconds = quick ? 5 : 15;
  const warmup = quick ? 2 : 3;
  const kinds: Kind[] = options.postgres ? ['sqlite', 'postgres'] : ['sqlite'];
  // How many processes our server starts on each database, read from the environment it starts with.
  const processesOn = (target: Dataset['target']) =>
    `${int(parseConfig({ ...process.env, ...serverEnv(target) }).workers)} on ${target.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`;

  const datasets: Dataset[] = [];
  const servers: RunningServer[] = [];
  let json: { child: Child; base: string } | undefined;
  try {
    for (const kind of kinds) datasets.push(await openDataset(kind, COURSES, log));
    // json-server gets exactly the rows our SQLite copy holds, in the wire format.
    const handle = await openTarget(datasets[0].target);
    const refs = await courseRefs(handle.db);
    const dbDir = path.join(OUT, 'run', 'json-server');
    await mkdir(dbDir, { recursive: true });
    const dbFile = path.join(dbDir, 'db.json');
    // The exported rows are let go before any load runs: a heap that large would make the load
    // generator (this process) pause for garbage collection mid-run.
    const ids = await (async () => {
      const courses = await exportCourses(handle.db);
      await writeFile(dbFile, JSON.stringify({ courses }));
      await writtenToDisk(dbFile);
      return { count: courses.length, maxId: Number(courses[courses.length - 1]?.id ?? courses.length) };
    })();
    await handle.close();
    log(`  json-server: db.json with ${int(ids.count)} courses`);
    json = await startJsonServer(dbFile);

    const body = JSON.stringify(createBody(refs));
    const peer: Peer = {
      label: 'json-server',
      base: json.base,
      headers: {},
      pid: () => json?.child.process.pid,
      listPath: `/courses?_page={page}&_limit=${PER_PAGE}`,
      onePath: '/courses/{id}',
      create: { path: '/courses', body, headers: { 'content-type': 'application/json' } },
    };
    const ours: Peer[] = [];
    for (const [i, dataset] of [...datasets].entries()) {
      const database = kinds[i] === 'sqlite' ? 'SQLite' : 'PostgreSQL';
      const server = await startOurServer(dataset.target);
      servers.push(server);
      ours.push(ourPeer(`ours (${database})`, server, await signInAdmin(server.base), body, kinds[i]));
      if (!options.compare || (options.compareOwnData && kinds[i] !== 'sqlite')) continue;
      // The other tree's server, on its own copy of the same rows, measured right after ours.
      const root = path.resolve(options.compare);
      const opener: typeof openDataset = options.compareOwnData
        ? (
            (await import(path.join(root, 'bench', 'lib', 'datasets.ts'))) as {
              openDataset: typeof openDataset;
            }
          ).openDataset
        : openDataset;
      const copy = await opener(kinds[i], COURSES, log, [COURSES], 'compare');
      datasets.push(copy);
      const before = await startOurServer(copy.target, '', root);
      servers.push(before);
      ours.push(ourPeer(`compared (${database})`, before, await signInAdmin(before.base), body, kinds[i]));
    }
    const problems = (await Promise.all(ours.map((o) => sameAnswers(o, peer, ids.count)))).flat();
    // Every server of ours takes the list's load once before any is measured. Without it, in an
    // A/B run the first server measured made a p99 of 35–43 ms where the same server measured
    // second made 21–27 (bench/DECISIONS.md, "every server warmed once").
    for (const target of ours) {
      const load = loadOf(target, 'list', ids);
      try {
        await load.run(warmup);
      } finally {
        await load.stop();
      }
      await idle(target);
    }

    const results = new Map<string, Run>();
    // An A/B run measures reads only: creates would make the two copies differ.
    const scenarios = options.compare ? SCENARIOS.filter((s) => s.key !== 'create') : SCENARIOS;
    for (const scenario of scenarios) {
      const order = [peer, ...ours, peer];
      for (const [i, target] of order.entries()) {
        const key = `${scenario.key}:${target.label}:${i === order.length - 1 ? 'again' : 'first'}`;
        log(`  ${scenario.label}: ${target.label}${i === order.length - 1 ? ' again' : ''}`);
        // A server can go on working through requests the load generator gave up on; the next
        // run must not share the machine with that. json-server, after creates (each one
        // rewrites its whole db.json, seconds of work), is restarted rather than waited for.
        const settle = async () => {
          if (target !== peer || scenario.key !== 'create') return idle(target);
          await json?.child.stop();
          json = await startJsonServer(dbFile, new URL(peer.base).port);
        };
        const load = loadOf(target, scenario.key, ids);
        try {
          await load.run(warmup);
          await settle();
          results.set(key, await measured(target, () => load.run(seconds)));
        } finally {
          await load.stop();
        }
        await settle();
      }
    }

    const rows: (string | number)[][] = [];
    const goals: Goal[] = [];
    for (const scenario of scenarios) {
      const a = results.get(`${scenario.key}:json-server:first`) as Run;
      const a2 = results.get(`${scenario.key}:json-server:again`) as Run;
      const peerReqs = (a.reqs + a2.reqs) / 2;
      const line = (label: string, run: Run, vs: string) => [
        scenario.label,
        label,
        int(run.reqs),
        ms(run.p50),
        ms(run.p99),
        `${int(run.errors)} / ${int(run.non2xx)}`,
        int(run.total),
        run.serverCpu === undefined ? '' : int(run.serverCpu),
        run.databaseCpu === undefined ? '' : int(run.databaseCpu),
        vs,
      ];
      rows.push(line('json-server (A)', a, ''));
      for (const o of ours) {
        const run = results.get(`${scenario.key}:${o.label}:first`) as Run;
        rows.push(line(o.label, run, ratio(run.reqs, peerReqs)));
        if (scenario.key === 'list' && !o.label.startsWith('compared')) {
          goals.push({
            name: `paged list throughput, ${o.label}`,
            target: '≥ 10× json-server',
            measured: ratio(run.reqs, peerReqs),
            met: run.reqs >= 10 * peerReqs,
          });
          goals.push({
            name: `paged list p99 at ${CONNECTIONS} connections, ${o.label}`,
            target: '< 25 ms',
            measured: `${ms(run.p99)} ms`,
            met: run.p99 < 25,
          });
        }
      }
      rows.push(line('json-server again (A)', a2, ''));
    }

    return {
      title: 'API throughput against json-server 0.17.4',
      notes: [
        `${int(ids.count)} courses in both (json-server's db.json is exported from our database, so both answer the same records).`,
        `autocannon ${CONNECTIONS} connections, ${seconds} s per run after a ${warmup} s warm-up, on loopback; the load generator shares the machine with the servers, in a process of its own that makes the warm-up and then the measured run.`,
        options.compare
          ? `A/B: "compared" is the server of ${options.compare} on its own copy of the same rows${options.compareOwnData ? ' (seeded by its own tree, SQLite only)' : ''}, run right after ours on each database. Order per scenario: json-server, ours and compared on SQLite, ours and compared on PostgreSQL, json-server again; each ratio is over the mean of the two json-server runs.`
          : 'Order per scenario: json-server, ours on SQLite, ours on PostgreSQL, json-server again; the ratio is ours over the mean of the two json-server runs.',
        ...SCENARIOS.map((s) => `${s.label}: ours \`${s.ours}\`, json-server \`${s.peer}\`.`),
        `Ours as \`npm start\` runs it: server processes sharing the port, ${datasets
          .slice(0, kinds.length)
          .map((d) => processesOn(d.target))
          .join(
            ', ',
          )} (WORKERS: by default one per core; three quarters of the cores, rounded up, beside a PostgreSQL server on the same machine); admin session cookie and bearer token on every request, as the console sends them; logging at warn (json-server, one process as it comes, with --quiet).`,
        "CPU per request: the user and system time the server's processes (and, on PostgreSQL, every process of the database server on this machine) spent during the measured run, over its requests, from /proc. It varies far less between runs than the p99: compare it first in an A/B.",
        'json-server persists every create by rewriting its whole db.json (lowdb FileSync), which is what bounds its creates.',
        problems.length
          ? `Answer check FAILED: ${problems.join('; ')}`
          : 'Answer check: four pages and one record compared between each of ours and json-server: identical.',
      ],
      tables: [
        {
          title: 'Requests per second and latency',
          head: [
            'scenario',
            'server',
            'req/s',
            'p50 ms',
            'p99 ms',
            'errors / non-2xx',
            'requests',
            'server CPU µs/req',
            'PostgreSQL CPU µs/req',
            'ours ÷ json-server',
          ],
          rows,
        },
      ],
      goals,
    };
  } finally {
    await json?.child.stop();
    for (const server of servers) await server.stop();
    for (const dataset of datasets) await dataset.drop();
  }
}
