/**
 * The course player's two hot calls, opening a lesson and marking it complete, as the number of
 * lesson completions in the database grows from 1k to 1M: autocannon in a process of its own,
 * 50 connections, one signed-in student. Each size gets a database made as the server makes it
 * (migrations, demo catalogue), then a catalogue of 100,000 courses (the player finds its course
 * among them by address), then students, enrolments and completions inserted in bulk.
 * Ratios are against the 1k run of the same database in the same run.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from 'autocannon';
import { getResource } from '../../src/resources';
import type { Db } from '../../server/db/schema';
import { loose } from '../../server/db/schema';
import { courseOutline, lessonsInOrder } from '../../server/learning/outline';
import { createRecord } from '../../server/records/store';
import type { SuiteOptions } from '../lib/context';
import { PG_URL } from '../lib/datasets';
import { startLoadGenerator } from '../lib/loadGenerator';
import { OUT, ROOT, startOurServer } from '../lib/ourServer';
import { type Goal, type Section, int, ms, ratio } from '../lib/report';
import { type Target, dropTarget, growCourses, prepareTarget, settle } from '../lib/seed';

const CONNECTIONS = 50;
const CATALOGUE = 100_000;
const COURSE_SLUG = 'foundations-of-mental-health-awareness';
const STUDENT = { email: 'bench-learner@example.com', password: 'Bench-learner-pass-5527' };
const BATCH = 1000;

interface Run {
  reqs: number;
  p50: number;
  p99: number;
  failures: number;
}

const runOf = (result: Result): Run => ({
  reqs: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failures: result.errors + result.timeouts + result.non2xx,
});

/** Inserts rows in batches, in one transaction. */
async function insertAll(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let at = 0; at < rows.length; at += BATCH)
      await loose(trx)
        .insertInto(table)
        .values(rows.slice(at, at + BATCH))
        .execute();
  });
}

/**
 * `total` lesson completions, spread over as many generated students as it takes (each enrolled
 * in every course with lessons and having completed all of them), timestamps spread over a year.
 */
async function fillCompletions(db: Db, total: number, log: (line: string) => void): Promise<void> {
  const lessons = await loose(db).selectFrom('lessons').select(['id', 'course_id']).orderBy('id').execute();
  const courseIds = [...new Set(lessons.map((l) => Number(l.course_id)))];
  const students = Math.ceil(total / lessons.length);
  const year = 365 * 24 * 3600 * 1000;
  const start = Date.now() - year;
  const at = (n: number) => new Date(start + ((n * 7919) % year)).toISOString();
  let made = 0;
  const perChunk = Math.max(1, Math.floor(50_000 / lessons.length));
  for (let first = 0; first < students; first += perChunk) {
    const count = Math.min(perChunk, students - first);
    const users = Array.from({ length: count }, (_, i) => ({
      name: `Learner ${first + i}`,
      email: `learner-${first + i}@bench.example.com`,
      password_hash: 'not-a-password',
      role_id: 1,
      created_at: at(first + i),
      updated_at: at(first + i),
    }));
    await insertAll(db, 'users', users);
    const ids = (
      await loose(db)
        .selectFrom('users')
        .select('id')
        .where(
          'email',
          'in',
          users.map((u) => u.email),
        )
        .execute()
    ).map((row) => Number(row.id));
    await insertAll(
      db,
      'enrolments',
      ids.flatMap((userId) =>
        courseIds.map((courseId) => ({
          user_id: userId,
          course_id: courseId,
          progress: 100,
          enrolled_at: at(userId),
        })),
      ),
    );
    const progress: Record<string, unknown>[] = [];
    for (const userId of ids)
      for (const lesson of lessons) {
        if (made + progress.length >= total) break;
        const when = at(userId + Number(lesson.id));
        progress.push({
          user_id: userId,
          lesson_id: Number(lesson.id),
          course_id: Number(lesson.course_id),
          completed_at: when,
          created_at: when,
          updated_at: when,
        });
      }
    await insertAll(db, 'lesson_progress', progress);
    made += progress.length;
    if (made >= total) break;
  }
  log(`    ${int(made)} lesson completions by ${int(Math.ceil(made / lessons.length))} students`);
}

/** The signed-in student of the load: enrolled in the demo course, nothing completed yet. */
async function addStudent(db: Db): Promise<{ lessonIds: number[] }> {
  const saved = await createRecord(
    db,
    getResource('users'),
    { name: 'Bench Learner', email: STUDENT.email, password: STUDENT.password, role_id: 1 },
    { trusted: true },
  );
  const course = await loose(db)
    .selectFrom('courses')
    .select('id')
    .where('slug', '=', COURSE_SLUG)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('enrolments')
    .values({
      user_id: Number(saved.id),
      course_id: Number(course.id),
      progress: 0,
      enrolled_at: new Date().toISOString(),
    })
    .execute();
  const lessonIds = lessonsInOrder(await courseOutline(db, Number(course.id))).map((l) => l.id);
  return { lessonIds };
}

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(STUDENT),
  });
  if (!login.ok) throw new Error(`student sign-in: ${login.status} ${await login.text()}`);
  return (login.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(';')[0])
    .filter((c) => c.includes('='))
    .join('; ');
}

function targetFor(kind: 'sqlite' | 'postgres', size: number): Target {
  const dataDir = path.join(OUT, 'run', `learn-${kind}-${size}`);
  return kind === 'sqlite' ? { kind, dataDir } : { kind, url: PG_URL, schema: `mw_learn_${size}`, dataDir };
}

interface Measured {
  kind: string;
  size: number;
  /** Which tree's server: ours, or the one `--compare` names. */
  server: 'ours' | 'compared';
  open: Run;
  complete: Run;
  /** The largest size only: opening a lesson in back-to-back runs of one long load. */
  sustained?: Run[];
}

/** Back-to-back runs of the sustained load: a server that slows as it stays busy shows it here. */
const SUSTAINED_RUNS = 4;

async function measure(
  kind: 'sqlite' | 'postgres',
  size: number,
  options: SuiteOptions,
  sustain: boolean,
): Promise<Measured[]> {
  const { log, quick } = options;
  const target = targetFor(kind, size);
  await dropTarget(target);
  await mkdir(target.dataDir, { recursive: true });
  try {
    log(`  ${kind}, ${int(size)} completions`);
    const handle = await prepareTarget(target);
    let lessonIds: number[];
    try {
      await growCourses(handle, CATALOGUE, log);
      await fillCompletions(handle.db, size, log);
      ({ lessonIds } = await addStudent(handle.db));
      // As a database in service would be, not one a bulk load has just left without planner
      // statistics (and, where autovacuum runs, with its upkeep still to come during the runs).
      await settle(handle);
    } finally {
      await handle.close();
    }
    // The load picks lesson ids 1..n: the demo course's lessons are the first ones made.
    if (
      lessonIds.some((id, i) => id !== [...lessonIds].sort((a, b) => a - b)[i]) ||
      Math.min(...lessonIds) !== 1
    )
      throw new Error(`the demo course's lessons are not ids 1..${lessonIds.length}`);
    // With --compare, the other tree's server then runs on the same rows (after ours has
    // completed every lesson, so both measure repeats alike).
    const trees = [
      { server: 'ours' as const, root: ROOT },
      ...(options.compare ? [{ server: 'compared' as const, root: path.resolve(options.compare) }] : []),
    ];
    const measured: Measured[] = [];
    for (const tree of trees) {
      const server = await startOurServer(target, '', tree.root);
      try {
        const cookie = await signIn(server.base);
        const headers = { cookie, origin: server.base };
        const seconds = quick ? 5 : 10;
        const lessonPath = `/api/learn/${COURSE_SLUG}/lessons/{id}`;
        const runScenario = async (method: 'GET' | 'POST', suffix: string, runs = 1): Promise<Run[]> => {
          const load = startLoadGenerator({
            url: server.base,
            connections: CONNECTIONS,
            method,
            path: `${lessonPath}${suffix}`,
            headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(method === 'POST' ? { body: '{}' } : {}),
            maxId: lessonIds.length,
          });
          try {
            await load.run(2);
            const measured: Run[] = [];
            for (let run = 0; run < runs; run += 1) measured.push(runOf(await load.run(seconds)));
            return measured;
          } finally {
            await load.stop();
          }
        };
        const [open] = await runScenario('GET', '');
        const [complete] = await runScenario('POST', '/complete');
        log(`    ${tree.server}: open p99 ${open!.p99} ms, complete p99 ${complete!.p99} ms`);
        const sustained = sustain ? await runScenario('GET', '', SUSTAINED_RUNS) : undefined;
        if (sustained)
          log(`    ${tree.server}: sustained open, req/s ${sustained.map((r) => int(r.reqs)).join(' → ')}`);
        measured.push({ kind, size, server: tree.server, open: open!, complete: complete!, sustained });
      } finally {
        await server.stop();
      }
    }
    return measured;
  } finally {
    await dropTarget(target);
    await rm(target.dataDir, { recursive: true, force: true });
  }
}

export async function learnSuite(options: SuiteOptions): Promise<Section> {
  const sizes = options.quick ? [1_000, 100_000] : [1_000, 100_000, 1_000_000];
  const kinds: ('sqlite' | 'postgres')[] = options.postgres ? ['sqlite', 'postgres'] : ['sqlite'];
  const results: Measured[] = [];
  for (const kind of kinds)
    for (const size of sizes) results.push(...(await measure(kind, size, options, size === sizes.at(-1))));

  const rows = results.flatMap((r) => {
    const base = results.find((b) => b.kind === r.kind && b.size === sizes[0] && b.server === r.server)!;
    const label = r.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    return (['open', 'complete'] as const).map((scenario) => [
      ...(options.compare ? [r.server] : []),
      label,
      scenario === 'open' ? 'open a lesson' : 'mark it complete',
      int(r.size),
      int(r[scenario].reqs),
      ms(r[scenario].p50),
      ms(r[scenario].p99),
      ratio(r[scenario].p99, base[scenario].p99),
      ratio(r[scenario].reqs, base[scenario].reqs),
      int(r[scenario].failures),
    ]);
  });
  const largest = results.filter((r) => r.size === sizes.at(-1) && r.server === 'ours');
  const goals: Goal[] = largest.flatMap((r) =>
    (['open', 'complete'] as const).map((scenario) => ({
      name: `${scenario === 'open' ? 'opening a lesson' : 'marking it complete'}, ${r.kind}, ${int(r.size)} completions: p99 at ${CONNECTIONS} connections`,
      target: '< 50 ms',
      measured: `${ms(r[scenario].p99)} ms`,
      met: r[scenario].p99 < 50 && r[scenario].failures === 0,
    })),
  );
  return {
    title: 'Course player: lesson open and mark complete',
    goals,
    tables: [
      {
        title: `Lesson open and mark complete, ${CONNECTIONS} connections`,
        head: [
          ...(options.compare ? ['server'] : []),
          'database',
          'call',
          'completions',
          'req/s',
          'p50 ms',
          'p99 ms',
          'p99 vs 1k',
          'req/s vs 1k',
          'failed',
        ],
        rows,
        notes: [
          `GET /api/learn/${COURSE_SLUG}/lessons/N (N a random lesson of the course) and POST …/lessons/N/complete (idempotent after the first time: each call still records, recomputes the progress and checks the certificate), by one signed-in student, ${options.quick ? 5 : 10} s after a 2 s warm-up.`,
          'Completions: generated students, each enrolled in every demo course with lessons and having completed all of them, inserted in bulk after the server made the database (migrations, demo catalogue).',
        ],
      },
      {
        title: `Sustained load: opening a lesson, ${SUSTAINED_RUNS} runs back to back, ${int(sizes.at(-1) ?? 0)} completions`,
        head: [
          ...(options.compare ? ['server'] : []),
          'database',
          ...Array.from({ length: SUSTAINED_RUNS }, (_, i) => `run ${i + 1} req/s`),
          'last ÷ first',
          'p99 ms, last run',
        ],
        rows: results.flatMap((r) => {
          const runs = r.sustained;
          if (!runs || runs.length === 0) return [];
          const first = runs[0]!;
          const last = runs.at(-1)!;
          return [
            [
              ...(options.compare ? [r.server] : []),
              r.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
              ...runs.map((run) => int(run.reqs)),
              ratio(last.reqs, first.reqs),
              ms(last.p99),
            ],
          ];
        }),
        notes: [
          `One load generator, ${options.quick ? 5 : 10} s per run with no pause between them: a server that slows down the longer it stays busy shows a falling row.`,
        ],
      },
    ],
  };
}
