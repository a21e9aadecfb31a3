/**
 * The exam day's load generator, in a process of its own (bench/suites/examday.ts): its plan
 * arrives as the first message; it answers with every request's kind, start and time, then
 * exits. Students and visitors are promises on one event loop, each with its own session
 * cookie, sending one request at a time with think time between them, over kept-alive
 * connections (node:http, the cheapest client at hand), asking for compressed answers as a
 * browser does.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import type { DayPlan, DayReply, Sample } from './lib/examdayPlan';

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

function send(url: URL, method: string, path: string, cookie: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        timeout: 60_000,
        headers: {
          origin: url.origin,
          // As a browser asks: the server compresses answers over 1 KB.
          'accept-encoding': 'gzip, deflate, br',
          ...(cookie && { cookie }),
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : encoding === 'deflate'
                  ? zlib.inflateSync(raw)
                  : raw;
          resolve({
            status: response.statusCode ?? 0,
            body: body.toString('utf8'),
            cookies: response.headers['set-cookie'] ?? [],
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 60 s')));
    request.on('error', reject);
    request.end(payload);
  });
}

async function main(plan: DayPlan): Promise<DayReply> {
  const base = new URL(plan.base);
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const samples: Sample[] = [];
  const errors: string[] = [];
  let errorCount = 0;
  let resulted = 0;
  let studentsLeft = plan.students.length;
  const think = () =>
    sleep(
      ((plan.thinkSeconds[0] + Math.random() * (plan.thinkSeconds[1] - plan.thinkSeconds[0])) * 1000) /
        plan.factor,
    );

  /** One timed request; a refusal or a failure is an error that ends that person's day. */
  async function call<T>(kind: string, cookie: string, method: string, path: string, body?: unknown) {
    const start = now();
    let answer: Answer;
    try {
      answer = await send(base, method, path, cookie, body);
    } catch (error) {
      samples.push([kind, start, now() - start, 0]);
      errorCount += 1;
      if (errors.length < 20)
        errors.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    const ok = answer.status >= 200 && answer.status < 300;
    samples.push([kind, start, now() - start, ok ? 1 : 0]);
    if (!ok) {
      errorCount += 1;
      if (errors.length < 20) errors.push(`${kind}: ${answer.status} ${answer.body.slice(0, 200)}`);
      throw new Error(`${kind}: ${answer.status}`);
    }
    return { json: JSON.parse(answer.body || 'null') as T, cookies: answer.cookies };
  }

  async function student(account: { email: string; password: string }): Promise<void> {
    const login = await call('sign in', '', 'POST', '/api/login', account);
    const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
    await think();
    const page = await call<{ data: { id: number } }>(
      'course page',
      cookie,
      'GET',
      `/api/catalogue/courses/${plan.slug}`,
    );
    await think();
    await call('enrol', cookie, 'POST', `/api/courses/${page.json.data.id}/enrol`, {});
    await think();
    const player = await call<{ data: { topics: { lessons: { id: number }[] }[] } }>(
      'player',
      cookie,
      'GET',
      `/api/learn/${plan.slug}`,
    );
    for (const lesson of player.json.data.topics.flatMap((topic) => topic.lessons)) {
      await think();
      await call('lesson', cookie, 'GET', `/api/learn/${plan.slug}/lessons/${lesson.id}`);
      await think();
      await call('complete', cookie, 'POST', `/api/learn/${plan.slug}/lessons/${lesson.id}/complete`, {});
    }
    // Everyone starts the exam when it opens, within the first seconds of it.
    await sleep(Math.max(0, plan.examAtMs + Math.random() * plan.spikeMs - now()));
    const started = await call<{ attempt: { id: number } }>(
      'exam start',
      cookie,
      'POST',
      `/api/learn/${plan.slug}/exam/attempts`,
      {},
    );
    const id = started.json.attempt.id;
    const exam = await call<{ attempt: { questions: { index: number; options: { id: number }[] }[] } }>(
      'exam fetch',
      cookie,
      'GET',
      `/api/exam-attempts/${id}`,
    );
    for (const question of exam.json.attempt.questions) {
      await think();
      const option = question.options[Math.floor(Math.random() * question.options.length)];
      await call('answer', cookie, 'POST', `/api/exam-attempts/${id}/answer`, {
        question: question.index,
        option: option.id,
      });
    }
    await think();
    await call('submit', cookie, 'POST', `/api/exam-attempts/${id}/submit`, {});
    await think();
    const result = await call<{ attempt: { result: unknown } }>(
      'result',
      cookie,
      'GET',
      `/api/exam-attempts/${id}`,
    );
    if (result.json.attempt.result) resulted += 1;
  }

  /** Browses the catalogue and its course pages until the last student is done. */
  async function visitor(): Promise<void> {
    while (studentsLeft > 0) {
      const list = await call<{ data: { slug: string }[]; last_page: number }>(
        'catalogue',
        '',
        'GET',
        `/api/catalogue/courses?page=${1 + Math.floor(Math.random() * plan.cataloguePages)}`,
      );
      await think();
      const course = list.json.data[Math.floor(Math.random() * list.json.data.length)];
      if (course) {
        await call('visitor course page', '', 'GET', `/api/catalogue/courses/${course.slug}`);
        await think();
      }
    }
  }

  const arrivalGapMs = 60_000 / (plan.arrivalsPerMinute * plan.factor);
  const people: Promise<void>[] = [];
  for (let i = 0; i < plan.students.length; i += 1) {
    await sleep(Math.max(0, i * arrivalGapMs - now()));
    people.push(
      student(plan.students[i])
        .catch(() => undefined)
        .finally(() => {
          studentsLeft -= 1;
        }),
    );
    if (i % plan.studentsPerVisitor === 0) people.push(visitor().catch(() => undefined));
  }
  await Promise.all(people);
  return { samples, errors, errorCount, resulted };
}

process.once('message', (plan: DayPlan) => {
  main(plan).then(
    (reply) => process.send?.(reply, () => process.exit(0)),
    (error: unknown) => {
      process.send?.(
        { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) },
        () => process.exit(1),
      );
    },
  );
});
