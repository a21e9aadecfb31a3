/**
 * A lesson's media served with range requests by one process, side by side in one run with two
 * servers that only serve files: `@fastify/static` and Node's own http and fs, on the same file.
 *
 * Ours answers `GET /api/learn/:slug/lessons/:id/media` as a student's browser asks it: the
 * session cookie read and the lesson's access checked on every request (enrolled, released),
 * then the range read from the file store (server/media/sendStored.ts). The file: the demo video
 * with 16 MB of padding (a `free` box, as encoders leave), uploaded through the console's upload
 * call and put on the demo's grounding lesson (open to enrolled students only). Three kinds of request, each against the three
 * servers in turn (ours, @fastify/static, Node), autocannon in a process of its own: 256 KB ranges
 * at random offsets (a player seeking), 2 MB ranges (a player buffering), and the whole file.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import type { SuiteOptions } from '../lib/context';
import { type LoadPlan, startLoadGenerator } from '../lib/loadGenerator';
import { ROOT, type RunningServer, signInAdmin, startOurServer } from '../lib/ourServer';
import { freePort, startChild, waitForHttp } from '../lib/proc';
import { type Section, int, ms, ratio } from '../lib/report';

const COURSE = 'calm-body-steady-mind';
const STUDENT = { email: 'amira@example.com', password: 'calm-waters-2021' };
const PADDING = 16 * 1024 * 1024;
const ONE_PROCESS = { WORKERS: '1' };

/** The demo video followed by a `free` box of PADDING bytes: still a valid MP4 of the same length. */
async function paddedVideo(): Promise<Buffer> {
  const video = await readFile(path.join(ROOT, 'server', 'seed', 'media', 'breathing.mp4'));
  const free = Buffer.alloc(PADDING);
  free.writeUInt32BE(PADDING, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([video, free]);
}

async function studentCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(STUDENT),
  });
  if (!login.ok) throw new Error(`student sign-in: ${login.status} ${await login.text()}`);
  return (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
}

/** Uploads the file and makes it the media of a demo lesson the student must be enrolled for; answers its path. */
async function putOnTheVideoLesson(base: string, file: Buffer): Promise<string> {
  const admin = await signInAdmin(base);
  const form = new FormData();
  form.append('kind', 'media');
  form.append('file', new Blob([new Uint8Array(file)], { type: 'video/mp4' }), 'breathing-long.mp4');
  const uploaded = await fetch(`${base}/api/admin/uploads`, {
    method: 'POST',
    headers: admin.headers,
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
  const syllabus = (await (await fetch(`${base}/api/learn/${COURSE}`)).json()) as {
    data: { topics: { lessons: { id: number }[] }[] };
  };
  // The grounding lesson: not a free preview, so the enrolment and the schedule are checked too.
  const lessonId = syllabus.data.topics[1]!.lessons[0]!.id;
  const saved = await fetch(`${base}/api/admin/lesson/edit`, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ lesson_data: { id: lessonId, media: url } }),
  });
  if (!saved.ok) throw new Error(`lesson edit: ${saved.status} ${await saved.text()}`);
  return `/api/learn/${COURSE}/lessons/${lessonId}/media`;
}

interface Run {
  reqs: number;
  mbs: number;
  p50: number;
  p99: number;
  errors: number;
}

const runOf = (result: Result): Run => ({
  reqs: result.requests.average,
  mbs: result.throughput.average / 1024 / 1024,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx + result.timeouts,
});

async function measure(plan: LoadPlan, seconds: number): Promise<Run> {
  const generator = startLoadGenerator(plan);
  try {
    await generator.run(Math.max(2, Math.round(seconds / 3))); // warm-up
    return runOf(await generator.run(seconds));
  } finally {
    await generator.stop();
  }
}

export async function mediaSuite(options: SuiteOptions): Promise<Section> {
  const { log, quick } = options;
  const seconds = quick ? 5 : 10;
  const connections = 10;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mw-bench-media-'));
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'mw-bench-media-static-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    log('media: our server (one process) with the demo data…');
    const ours: RunningServer = await startOurServer({ kind: 'sqlite', dataDir }, '', ROOT, ONE_PROCESS);
    stops.push(() => ours.stop());
    const file = await paddedVideo();
    const mediaPath = await putOnTheVideoLesson(ours.base, file);
    const cookie = await studentCookie(ours.base);
    const check = await fetch(`${ours.base}${mediaPath}`, { headers: { cookie, range: 'bytes=0-99' } });
    if (check.status !== 206) throw new Error(`our media route answered ${check.status}`);
    await writeFile(path.join(staticDir, 'video.mp4'), file);

    const others: { name: string; base: string }[] = [];
    for (const [name, kind] of [
      ['@fastify/static', 'fastify-static'],
      ['Node http + fs', 'node'],
    ] as const) {
      const port = await freePort();
      const child = startChild(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'bench', 'media', 'staticServerMain.ts')],
        {
          PORT: String(port),
          MEDIA_ROOT: staticDir,
          MEDIA_SERVER: kind,
        },
      );
      stops.push(() => child.stop());
      const base = `http://127.0.0.1:${port}`;
      await waitForHttp(`${base}/media/video.mp4`, child);
      others.push({ name, base });
    }
    const servers = [
      { name: 'ours (session and lesson checked)', base: ours.base, path: mediaPath, headers: { cookie } },
      ...others.map((o) => ({ name: o.name, base: o.base, path: '/media/video.mp4', headers: {} })),
    ];

    const kinds = [
      { label: '256 KB ranges at random offsets', range: { size: file.length, length: 256 * 1024 } },
      { label: '2 MB ranges at random offsets', range: { size: file.length, length: 2 * 1024 * 1024 } },
      { label: `the whole file (${(file.length / 1024 / 1024).toFixed(1)} MB)`, range: undefined },
    ];
    const rows: (string | number)[][] = [];
    const notes: string[] = [];
    for (const kind of kinds) {
      const runs: Run[] = [];
      for (const server of servers) {
        log(`media: ${kind.label}, ${server.name}, ${seconds} s…`);
        runs.push(
          await measure(
            {
              url: server.base,
              connections,
              method: 'GET',
              path: server.path,
              headers: server.headers,
              ...(kind.range ? { range: kind.range } : {}),
            },
            seconds,
          ),
        );
      }
      runs.forEach((run, i) =>
        rows.push([
          kind.label,
          servers[i]!.name,
          int(run.reqs),
          run.mbs.toFixed(0),
          ms(run.p50),
          ms(run.p99),
          run.errors,
          i === 0 ? '' : ratio(runs[0]!.reqs, run.reqs),
        ]),
      );
      notes.push(
        `${kind.label}: ours ÷ @fastify/static ${ratio(runs[0]!.reqs, runs[1]!.reqs)}, ours ÷ Node ${ratio(runs[0]!.reqs, runs[2]!.reqs)} (requests per second).`,
      );
    }
    return {
      title: 'Lesson media with range requests, one process each',
      tables: [
        {
          title: `One file, ${connections} connections, ${seconds} s per run after a warm-up`,
          head: ['requests', 'server', 'req/s', 'MB/s', 'p50 ms', 'p99 ms', 'errors', 'ours ÷ this'],
          rows,
          notes: [
            "Ours: the lesson's media address with a signed-in student's cookie: the session and the lesson (enrolment, release) are checked on every request before the range is read from the local file store. The others serve the same file from a folder with no check.",
            'Each kind of request runs against the three servers in turn; autocannon runs in a process of its own. MB/s: response bytes received per second.',
            ...notes,
          ],
        },
      ],
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticDir, { recursive: true, force: true });
  }
}
