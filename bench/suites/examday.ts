/**
 * Exam day: students living a day as students do, the exam's start all at once, visitors
 * browsing meanwhile, against our server with its default settings (SQLite, then PostgreSQL),
 * the load generator in a process of its own (bench/examdayMain.ts) on the same machine.
 *
 * Each student signs in, opens the course page, enrols, opens the player, opens and completes
 * each lesson; when the exam opens all start it within SPIKE_MS, fetch it, save each answer as
 * they choose it, submit and open the result. Think time between clicks is 30–90 s divided by
 * FACTOR, and students arrive at 40 a minute divided likewise; one visitor for every ten
 * students reads catalogue pages and course pages until the last student is done. The accounts
 * are made before the run through the product's own record code (argon2 hashes), not measured.
 *
 * The climb runs 250, 500, 1,000, 2,000 students and stops at the first size that misses: the
 * overall p95 or the spike's p95 (the exam starts and the exam's first fetch) at 300 ms or more,
 * any error, or a student without a result. `--students=50` (or `=250,500`) runs those sizes alone.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getResource } from '../../src/resources';
import { parseConfig } from '../../server/config';
import { ROLE_STUDENT } from '../../src/resources/roles';
import type { DatabaseHandle } from '../../server/db/connect';
import { loose } from '../../server/db/schema';
import { createRecord } from '../../server/records/store';
import { type SuiteOptions, percentile } from '../lib/context';
import { PG_URL, type Kind } from '../lib/datasets';
import type { DayPlan, DayReply, Sample } from '../lib/examdayPlan';
import { ROOT, startOurServer } from '../lib/ourServer';
import { onPostgres } from '../lib/postgresAdmin';
import { cpuMicros } from '../lib/proc';
import { type Goal, type Section, type Table, int, ms } from '../lib/report';
import { freshTarget } from '../lib/freshTarget';
import { dropTarget, prepareTarget } from '../lib/seed';

const FACTOR = 30;
const THINK_SECONDS: [number, number] = [30, 90];
const ARRIVALS_PER_MINUTE = 40;
const STUDENTS_PER_VISITOR = 10;
const SPIKE_MS = 5000;
const LESSONS = 3;
const QUESTIONS = 16;
const GOAL_MS = 300;
export const CLIMB = [250, 500, 1000, 2000];
/** The section's title, which bench/run.ts keeps in RESULTS.md. */
export const EXAM_DAY = 'Exam day';
const PASSWORD = 'Exam-day-student-pass-5120';

/** Requests a student makes before the exam: sign in, course page, enrol, player, each lesson opened and completed. */
const BEFORE_EXAM = 4 + 2 * LESSONS;

/** A free published course with its lessons and a published exam, and `count` student accounts. */
async function prepareDay(
  handle: DatabaseHandle,
  count: number,
): Promise<{ slug: string; emails: string[] }> {
  const db = handle.db;
  const category = await loose(db)
    .selectFrom('course_categories')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const slug = `exam-day-${randomBytes(3).toString('hex')}`;
  const course = await createRecord(
    db,
    getResource('courses'),
    { title: 'Exam day course', slug, course_category_id: category.id, price: 0, status: 'published' },
    { trusted: true },
  );
  const courseId = Number(course.id);
  for (let n = 1; n <= LESSONS; n += 1)
    await createRecord(
      db,
      getResource('lessons'),
      { title: `Lesson ${n}`, course_id: courseId, description: `<p>What lesson ${n} teaches.</p>` },
      { trusted: true },
    );
  await createRecord(
    db,
    getResource('exams'),
    {
      title: 'Exam day exam',
      course_id: courseId,
      duration_minutes: 60,
      pass_mark: 50,
      status: 'published',
      questions: Array.from({ length: QUESTIONS }, (_, i) => ({
        question: `Question ${i + 1}`,
        options: [1, 2, 3, 4].map((id) => ({ id, text: `Option ${id} of question ${i + 1}` })),
        right_answer: 1 + (i % 4),
        level: 'beginner',
      })),
    },
    { trusted: true },
  );
  const emails = Array.from({ length: count }, (_, n) => `exam-day-${n}-${slug}@example.com`);
  const users = getResource('users');
  // As many hashes at once as libuv's threads (argon2 runs there).
  for (let i = 0; i < emails.length; i += 4)
    await Promise.all(
      emails
        .slice(i, i + 4)
        .map((email, j) =>
          createRecord(
            db,
            users,
            { name: `Exam Day Student ${i + j}`, email, password: PASSWORD, role_id: ROLE_STUDENT },
            { trusted: true },
          ),
        ),
    );
  return { slug, emails };
}

/** CPU time (µs) the PostgreSQL backends serving `url`'s database have used, by process id. */
async function postgresBackends(url: string): Promise<Map<number, number>> {
  const rows = await onPostgres(
    url,
    (client) =>
      client<{ pid: number }[]>`
        select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * 10_000);
    } catch {
      // ended meanwhile, or not on this machine
    }
  }
  return out;
}

const spentSince = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((sum, [pid, micros]) => sum + micros - (before.get(pid) ?? 0), 0);

const load1 = () => os.loadavg()[0].toFixed(2);

function runGenerator(plan: DayPlan): { child: ChildProcess; done: Promise<DayReply> } {
  const child = fork(path.join(ROOT, 'bench', 'examdayMain.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const done = new Promise<DayReply>((resolve, reject) => {
    child.once('message', (reply: DayReply) => resolve(reply));
    child.once('exit', (code) => reject(new Error(`exam day generator exited (${code}):\n${stderr}`)));
  });
  child.send(plan);
  return { child, done };
}

interface DayResult {
  /** The server's settings where they differ from the defaults. */
  settings: string;
  students: number;
  visitors: number;
  samples: Sample[];
  errors: string[];
  errorCount: number;
  resulted: number;
  seconds: number;
  cores: { server: number; database?: number; generator: number };
  load: [string, string];
}

const p95Of = (samples: readonly Sample[]) =>
  percentile(
    samples.map((s) => s[2]),
    95,
  );
const spikeOf = (samples: readonly Sample[]) =>
  samples.filter((s) => s[0] === 'exam start' || s[0] === 'exam fetch');

function met(day: DayResult): boolean {
  return (
    p95Of(day.samples) < GOAL_MS &&
    p95Of(spikeOf(day.samples)) < GOAL_MS &&
    day.errorCount === 0 &&
    day.resulted === day.students
  );
}

async function runDay(
  kind: Kind,
  students: number,
  options: SuiteOptions,
  env: Record<string, string> = {},
): Promise<DayResult> {
  const target = await freshTarget(kind, 'examday');
  const handle = await prepareTarget(target);
  let server: Awaited<ReturnType<typeof startOurServer>> | undefined;
  let generator: ChildProcess | undefined;
  try {
    options.log(`  ${kind}, ${students} students: making the accounts (load ${load1()})`);
    const { slug, emails } = await prepareDay(handle, students);
    server = await startOurServer(target, '', ROOT, env, profiling(`${kind}-${students}`));
    const catalogue = (await (await fetch(`${server.base}/api/catalogue/courses`)).json()) as {
      last_page: number;
    };
    const thinkMaxMs = (THINK_SECONDS[1] * 1000) / FACTOR;
    const arrivalsMs = (students * 60_000) / (ARRIVALS_PER_MINUTE * FACTOR);
    const plan: DayPlan = {
      base: server.base,
      slug,
      students: emails.map((email) => ({ email, password: PASSWORD })),
      studentsPerVisitor: STUDENTS_PER_VISITOR,
      arrivalsPerMinute: ARRIVALS_PER_MINUTE,
      thinkSeconds: THINK_SECONDS,
      factor: FACTOR,
      // The last to arrive has had time for every click before the exam at the longest think time.
      examAtMs: Math.round(arrivalsMs + BEFORE_EXAM * thinkMaxMs + 2000),
      spikeMs: SPIKE_MS,
      cataloguePages: Math.max(1, catalogue.last_page),
    };
    const serverPid = server.child.process.pid as number;
    const loadBefore = load1();
    options.log(`  ${kind}, ${students} students: the day begins (load ${loadBefore})`);
    const run = runGenerator(plan);
    generator = run.child;
    const generatorPid = generator.pid as number;
    const started = performance.now();
    const [serverBefore, generatorBefore, databaseBefore] = await Promise.all([
      cpuMicros({ pid: serverPid }),
      cpuMicros({ pid: generatorPid }),
      kind === 'postgres' ? postgresBackends(PG_URL) : undefined,
    ]);
    let generatorAfter = generatorBefore;
    // The generator's CPU is read just before it ends, while /proc still has it.
    const reading = setInterval(() => {
      void cpuMicros({ pid: generatorPid }).then((micros) => {
        if (micros !== undefined) generatorAfter = micros;
      });
    }, 500);
    const reply = await run.done.finally(() => clearInterval(reading));
    const wallMicros = (performance.now() - started) * 1000;
    const [serverAfter, databaseAfter] = await Promise.all([
      cpuMicros({ pid: serverPid }),
      kind === 'postgres' ? postgresBackends(PG_URL) : undefined,
    ]);
    if ('failed' in reply) throw new Error(`exam day generator: ${reply.failed}`);
    const ends = reply.samples.map((s) => s[1] + s[2]);
    const seconds = (Math.max(...ends) - Math.min(...reply.samples.map((s) => s[1]))) / 1000;
    const cores = (before?: number, after?: number) =>
      before === undefined || after === undefined ? Number.NaN : (after - before) / wallMicros;
    return {
      settings: Object.entries(env)
        .map(([key, value]) => `${key}=${value}`)
        .join(' '),
      students,
      visitors: Math.ceil(students / STUDENTS_PER_VISITOR),
      samples: reply.samples,
      errors: reply.errors,
      errorCount: reply.errorCount,
      resulted: reply.resulted,
      seconds,
      cores: {
        server: cores(serverBefore, serverAfter),
        generator: cores(generatorBefore, generatorAfter),
        ...(databaseBefore &&
          databaseAfter && { database: spentSince(databaseBefore, databaseAfter) / wallMicros }),
      },
      load: [loadBefore, load1()],
    };
  } finally {
    if (generator && generator.exitCode === null) generator.kill('SIGKILL');
    await server?.stop();
    await handle.close();
    await dropTarget(target);
  }
}

const KINDS = [
  'sign in',
  'course page',
  'enrol',
  'player',
  'lesson',
  'complete',
  'exam start',
  'exam fetch',
  'answer',
  'submit',
  'result',
  'catalogue',
  'visitor course page',
];

function kindTable(kind: Kind, day: DayResult): Table {
  const row = (name: string, samples: readonly Sample[]) => {
    const times = samples.map((s) => s[2]);
    return [
      name,
      int(samples.length),
      int(samples.filter((s) => s[3] === 0).length),
      ms(percentile(times, 50)),
      ms(percentile(times, 95)),
      ms(percentile(times, 99)),
    ];
  };
  return {
    title: `${kind}${day.settings ? ` (${day.settings})` : ''}: ${day.students} students and ${day.visitors} visitors, each kind of request (load ${day.load[0]} → ${day.load[1]})`,
    head: ['request', 'sent', 'errors', 'p50 ms', 'p95 ms', 'p99 ms'],
    rows: [
      ...KINDS.map((name) =>
        row(
          name,
          day.samples.filter((s) => s[0] === name),
        ),
      ),
      row('the spike (exam start and first fetch)', spikeOf(day.samples)),
      row('all', day.samples),
    ],
    notes: day.errors.length ? [`First errors: ${day.errors.slice(0, 5).join('; ')}`] : [],
  };
}

const cores = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(2));

function climbTable(kind: Kind, days: readonly DayResult[]): Table {
  return {
    title: `${kind}: students against p95, F = ${FACTOR}`,
    head: [
      'settings',
      'students',
      'visitors',
      'req/s',
      'stands for (real think time)',
      'p95 ms',
      'spike p95 ms',
      'p99 ms',
      'errors',
      'with a result',
      'server cores',
      'database cores',
      'generator cores',
      'load (1 min) before → after',
      'met',
    ],
    rows: days.map((day) => [
      day.settings || 'defaults',
      day.students,
      day.visitors,
      int(day.samples.length / day.seconds),
      `${int(day.students * FACTOR)} students`,
      ms(p95Of(day.samples)),
      ms(p95Of(spikeOf(day.samples))),
      ms(
        percentile(
          day.samples.map((s) => s[2]),
          99,
        ),
      ),
      day.errorCount,
      day.resulted,
      cores(day.cores.server),
      kind === 'sqlite' ? 'in the server' : cores(day.cores.database),
      cores(day.cores.generator),
      `${day.load[0]} → ${day.load[1]}`,
      met(day) ? 'yes' : 'no',
    ]),
    notes: [
      `Think time ${THINK_SECONDS[0]}–${THINK_SECONDS[1]} s ÷ ${FACTOR}; arrivals ${ARRIVALS_PER_MINUTE} a minute × ${FACTOR}; the exam (${QUESTIONS} questions, after ${LESSONS} lessons) started by everyone within ${SPIKE_MS / 1000} s.`,
      `"Stands for": the students whose clicks at real think times make the same request rate (${FACTOR}× those simulated).`,
      "Cores: CPU time from /proc over the run's wall time (the server with its worker processes; PostgreSQL's backends serving the bench's database).",
      `Met: overall p95 and the spike's p95 under ${GOAL_MS} ms, no error, every student reaching a result. The climb stops at the first miss.`,
      'Settings: the defaults (WORKERS: a process per core; beside a local PostgreSQL three quarters of the cores, rounded up: 2 on 2 cores); on PostgreSQL the last size again with one process fewer (two where the default is one), which tells whether the default is right.',
      'Requests ask for compressed answers as a browser does (accept-encoding gzip, deflate, br).',
    ],
  };
}

/**
 * `--profile=DIR`: the server's processes write V8 CPU profiles (`node --cpu-prof`) under
 * DIR/<database>-<students>/ as they exit, to read in Chrome's DevTools or speedscope.
 */
function profiling(name: string): string[] {
  const dir = process.argv.find((a) => a.startsWith('--profile='))?.slice('--profile='.length);
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir, name)}`] : [];
}

/** `--students=50` or `--students=250,500`: those sizes alone instead of the climb. */
function sizesAsked(): number[] | undefined {
  const arg = process.argv.find((a) => a.startsWith('--students='));
  return arg
    ?.slice('--students='.length)
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

export async function examdaySuite(options: SuiteOptions): Promise<Section> {
  const asked = sizesAsked();
  const sizes = asked ?? CLIMB;
  const tables: Table[] = [];
  const goals: Goal[] = [];
  for (const kind of ['sqlite', ...(options.postgres ? ['postgres'] : [])] as Kind[]) {
    const days: DayResult[] = [];
    for (const students of sizes) {
      const day = await runDay(kind, students, options);
      days.push(day);
      options.log(
        `  ${kind}, ${students}: p95 ${ms(p95Of(day.samples))} ms, spike p95 ${ms(p95Of(spikeOf(day.samples)))} ms, ${day.errorCount} errors, ${day.resulted} results (load ${day.load[1]})`,
      );
      if (!asked && !met(day)) break;
    }
    const best = days.filter(met).at(-1);
    // Whether the default number of processes beside a local PostgreSQL is right: the size
    // that decided the climb again, with one process fewer (or, where the default is one, two).
    const decider = days.at(-1);
    if (kind === 'postgres' && decider) {
      const workers = parseConfig({ ...process.env, DATABASE_URL: PG_URL, WORKERS: '' }).workers;
      const other = String(workers === 1 ? 2 : workers - 1);
      const day = await runDay(kind, decider.students, options, { WORKERS: other });
      options.log(
        `  ${kind}, ${decider.students}, WORKERS=${other}: p95 ${ms(p95Of(day.samples))} ms, spike p95 ${ms(p95Of(spikeOf(day.samples)))} ms`,
      );
      days.push(day);
    }
    tables.push(climbTable(kind, days), ...days.map((day) => kindTable(kind, day)));
    if (!asked)
      goals.push({
        name: `exam day on ${kind}`,
        target: `2,000 students, p95 and spike p95 < ${GOAL_MS} ms, no errors`,
        measured: best ? `${int(best.students)} students met` : 'none met',
        met: best?.students === 2000,
      });
  }
  return { title: EXAM_DAY, tables, goals };
}
