/**
 * The public catalogue's API (`GET /api/catalogue/courses`, docs/API.md "The catalogue")
 * against json-server 0.17.4 on the same 100,000 courses, as the admin list is measured in
 * suites/api.ts: autocannon in a process of its own, 50 connections, random pages of 12, our
 * server on SQLite (and PostgreSQL), json-server before and after. Two scenarios: the
 * catalogue's default view (published courses, newest first) and a filtered, sorted one (one
 * level, by title). The answers of both servers are compared first.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Goal, type Section, int, ms, ratio } from '../lib/report';
import type { SuiteOptions } from '../lib/context';
import { type Dataset, type Kind, openDataset, writtenToDisk } from '../lib/datasets';
import { startLoadGenerator } from '../lib/loadGenerator';
import { OUT, type RunningServer, startOurServer } from '../lib/ourServer';
import type { Child } from '../lib/proc';
import { exportCourses, openTarget } from '../lib/seed';
import { type Run, idle, runOf, startJsonServer } from './api';

const COURSES = 100_000;
const PER_PAGE = 12;
const CONNECTIONS = 50;

interface Target {
  label: string;
  base: string;
  onePath: string;
  headers: Record<string, string>;
  /** `{page}` stands for the page number. */
  pathOf: (scenario: Scenario) => string;
}

interface Scenario {
  key: string;
  label: string;
  /** How many published courses it pages through. */
  count: number;
  ours: string;
  peer: string;
}

type Exported = { id: number; status: string; course_level_id: number | null };

const pageOf = (template: string, page: number) => template.replace('{page}', String(page));

async function idsOf(url: string): Promise<string> {
  const body = (await (await fetch(url)).json()) as { data?: { id: number }[] } | { id: number }[];
  return (Array.isArray(body) ? body : (body.data ?? [])).map((r) => r.id).join(',');
}

/** The same ids on the same pages from both servers: the comparison is fair. */
async function sameAnswers(ours: Target, peer: Target, scenarios: Scenario[]): Promise<string[]> {
  const problems: string[] = [];
  for (const scenario of scenarios) {
    const pages = Math.max(1, Math.ceil(scenario.count / PER_PAGE));
    for (const page of [1, Math.ceil(pages / 2), pages]) {
      const a = await idsOf(`${ours.base}${pageOf(ours.pathOf(scenario), page)}`);
      const b = await idsOf(`${peer.base}${pageOf(peer.pathOf(scenario), page)}`);
      if (a !== b || a === '') problems.push(`${ours.label}, ${scenario.label}, page ${page}: ids differ`);
    }
  }
  return problems;
}

export async function catalogueSuite(options: SuiteOptions): Promise<Section> {
  const { log, quick } = options;
  const seconds = quick ? 5 : 15;
  const warmup = quick ? 2 : 3;
  const kinds: Kind[] = options.postgres ? ['sqlite', 'postgres'] : ['sqlite'];
  const datasets: Dataset[] = [];
  const servers: RunningServer[] = [];
  let json: { child: Child; base: string } | undefined;
  try {
    for (const kind of kinds) datasets.push(await openDataset(kind, COURSES, log));
    const handle = await openTarget(datasets[0].target);
    const dbDir = path.join(OUT, 'run', 'json-server-catalogue');
    await mkdir(dbDir, { recursive: true });
    const dbFile = path.join(dbDir, 'db.json');
    const { published, level, atLevel } = await (async () => {
      const courses = await exportCourses(handle.db);
      await writeFile(dbFile, JSON.stringify({ courses }));
      await writtenToDisk(dbFile);
      const shown = (courses as Exported[]).filter((c) => c.status === 'published');
      const first = shown.find((c) => c.course_level_id !== null)?.course_level_id ?? 1;
      return {
        published: shown.length,
        level: first,
        atLevel: shown.filter((c) => c.course_level_id === first).length,
      };
    })();
    await handle.close();
    log(`  json-server: db.json with ${int(published)} published courses`);
    json = await startJsonServer(dbFile);

    const scenarios: Scenario[] = [
      {
        key: 'newest',
        label: 'published courses, newest first',
        count: published,
        ours: `/api/catalogue/courses?page={page}&per_page=${PER_PAGE}`,
        peer: `/courses?status=published&_sort=created_at,id&_order=desc,desc&_page={page}&_limit=${PER_PAGE}`,
      },
      {
        key: 'level-title',
        label: 'one level, by title',
        count: atLevel,
        ours: `/api/catalogue/courses?level=${level}&sort=title&page={page}&per_page=${PER_PAGE}`,
        peer: `/courses?status=published&course_level_id=${level}&_sort=title,id&_order=asc,asc&_page={page}&_limit=${PER_PAGE}`,
      },
    ];
    const peer: Target = {
      label: 'json-server',
      base: json.base,
      onePath: '/courses/{id}',
      headers: {},
      pathOf: (s) => s.peer,
    };
    const ours: Target[] = [];
    for (const [i, dataset] of datasets.entries()) {
      const server = await startOurServer(dataset.target);
      servers.push(server);
      ours.push({
        label: `ours (${kinds[i] === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`,
        base: server.base,
        onePath: `/api/catalogue/courses?per_page=1&page={id}`,
        headers: {},
        pathOf: (s) => s.ours,
      });
    }
    const problems = (await Promise.all(ours.map((o) => sameAnswers(o, peer, scenarios)))).flat();

    const results = new Map<string, Run>();
    for (const scenario of scenarios) {
      const order = [peer, ...ours, peer];
      for (const [i, target] of order.entries()) {
        const again = i === order.length - 1;
        log(`  ${scenario.label}: ${target.label}${again ? ' again' : ''}`);
        const load = startLoadGenerator({
          url: target.base,
          connections: CONNECTIONS,
          method: 'GET',
          path: target.pathOf(scenario),
          headers: target.headers,
          pages: Math.max(1, Math.ceil(scenario.count / PER_PAGE)),
        });
        try {
          await load.run(warmup);
          await idle(target);
          results.set(
            `${scenario.key}:${target.label}:${again ? 'again' : 'first'}`,
            runOf(await load.run(seconds)),
          );
        } finally {
          await load.stop();
        }
        await idle(target);
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
        vs,
      ];
      rows.push(line('json-server (A)', a, ''));
      for (const o of ours) {
        const run = results.get(`${scenario.key}:${o.label}:first`) as Run;
        rows.push(line(o.label, run, ratio(run.reqs, peerReqs)));
        goals.push({
          name: `catalogue, ${scenario.label}, ${o.label}`,
          target: '≥ 10× json-server, as the admin list',
          measured: ratio(run.reqs, peerReqs),
          met: run.reqs >= 10 * peerReqs,
        });
      }
      rows.push(line('json-server again (A)', a2, ''));
    }

    return {
      title: 'Catalogue API against json-server 0.17.4',
      notes: [
        `${int(COURSES)} courses in both, ${int(published)} of them published (json-server's db.json is exported from our database); pages of ${PER_PAGE}, a random page per request.`,
        `autocannon ${CONNECTIONS} connections, ${seconds} s per run after a ${warmup} s warm-up, on loopback, no session (a visitor).`,
        ...scenarios.map((s) => `${s.label}: ours \`${s.ours}\`, json-server \`${s.peer}\`.`),
        "Ours also names each course's category, level and instructor and rates it from its approved reviews; json-server answers the stored rows.",
        problems.length
          ? `Answer check FAILED: ${problems.join('; ')}`
          : 'Answer check: the first, middle and last page of each scenario hold the same ids on both servers.',
      ],
      tables: [
        {
          title: 'Requests per second and latency',
          head: ['scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors / non-2xx', 'ours ÷ json-server'],
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
