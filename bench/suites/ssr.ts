/**
 * The public pages' two designs, side by side on one machine in one run, for a course page:
 *
 * - before: the single-page app as it was served, an empty page whose script then asks the API
 *   for the course (and for the user);
 * - server rendering: the page rendered per request with React's streaming renderer
 *   (student/ssr/renderPage.tsx), hydrated from the answers it carries;
 * - pre-rendering: the same HTML kept as a file and served by the static file handler, as a
 *   pre-rendering design would serve it between rebuilds.
 *
 * For each: the first response's bytes on the wire (brotli, as a browser asks) and the time to
 * its last byte (one client, one request at a time, rounds interleaved), and, for the first two,
 * the time to the largest contentful paint in headless Chromium with an empty cache. The
 * pre-rendered page paints as the server-rendered one does once its bytes are in: the same HTML,
 * the same assets.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureFrontEnd } from '../../server/frontEndBuild';
import { PAGE_RENDERER } from '../../server/frontEndPages';
import { contextFor, launch } from '../lib/browser';
import { type SuiteOptions, median, percentile } from '../lib/context';
import { OUT, ROOT, type RunningServer, startOurServer } from '../lib/ourServer';
import { type Section, kb, ms, ratio } from '../lib/report';

const COURSE = '/courses/foundations-of-mental-health-awareness';
const PRERENDERED = '/prerendered/course.html';
const ONE_PROCESS = { WORKERS: '1' };

interface Answer {
  ms: number;
  bytes: number;
  status: number;
}

/** One GET as a browser's first request for a page makes it; bytes as they came over the wire. */
function firstResponse(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      url,
      { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0 }));
      },
    );
    request.on('error', reject);
  });
}

/** In the page: the largest contentful paint so far (ms from navigation). */
const LARGEST_PAINT = `new Promise((resolve) => new PerformanceObserver((list) => {
  const entries = list.getEntries();
  resolve(entries[entries.length - 1].startTime);
}).observe({ type: 'largest-contentful-paint', buffered: true }))`;

async function largestPaint(base: string, browser: Awaited<ReturnType<typeof launch>>): Promise<number> {
  const context = await contextFor(browser, base, 'visitor');
  try {
    const page = await context.newPage();
    await page.goto(COURSE, { waitUntil: 'load' });
    await page
      .getByRole('heading', { level: 1, name: 'Foundations of Mental Health Awareness' })
      .waitFor({ timeout: 60_000 });
    // The page is drawn in full: what it paints next is no larger.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
    return (await page.evaluate(LARGEST_PAINT)) as number;
  } finally {
    await context.close();
  }
}

export async function ssrSuite(options: SuiteOptions): Promise<Section> {
  const { log, quick } = options;
  const rounds = quick ? 15 : 40;
  const paints = quick ? 5 : 11;
  const dist = path.join(OUT, 'ssr', 'dist');
  const spaDist = path.join(OUT, 'ssr', 'dist-spa');
  log('ssr: building the front end into bench/out/ssr (when stale)…');
  await ensureFrontEnd(ROOT, dist);
  // The app as it was: the same build less its server renderer.
  await rm(spaDist, { recursive: true, force: true });
  const renderer = path.join(dist, path.dirname(PAGE_RENDERER));
  await cp(dist, spaDist, { recursive: true, filter: (source) => !source.startsWith(renderer) });

  const dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'mw-bench-ssr-'))));
  const servers: RunningServer[] = [];
  try {
    // One server process each: one client asks one page at a time, and the machine is shared.
    const rendering = await startOurServer({ kind: 'sqlite', dataDir: dataDirs[0] }, dist, ROOT, ONE_PROCESS);
    servers.push(rendering);
    // The pre-rendered file: the server's own page for the course, kept on disk.
    const html = await (
      await fetch(`${rendering.base}${COURSE}`, { headers: { accept: 'text/html' } })
    ).text();
    await mkdir(path.join(spaDist, path.dirname(PRERENDERED)), { recursive: true });
    await writeFile(path.join(spaDist, PRERENDERED.slice(1)), html);
    const spa = await startOurServer({ kind: 'sqlite', dataDir: dataDirs[1] }, spaDist, ROOT, ONE_PROCESS);
    servers.push(spa);

    const designs = [
      ['before: the app, then its calls', `${spa.base}${COURSE}`],
      ['server rendering (streaming renderer)', `${rendering.base}${COURSE}`],
      ['pre-rendering (a file on disk)', `${spa.base}${PRERENDERED}`],
    ] as const;
    log(`ssr: ${rounds} rounds of first responses…`);
    const answers = designs.map(() => [] as Answer[]);
    for (const [, url] of designs) await firstResponse(url); // warm-up
    for (let round = 0; round < rounds; round += 1)
      for (const [i, [, url]] of designs.entries()) answers[i].push(await firstResponse(url));

    log(`ssr: ${paints} cold page loads each in Chromium…`);
    const browser = await launch();
    const paintsOf = [[] as number[], [] as number[]];
    try {
      for (let round = 0; round < paints; round += 1) {
        paintsOf[0].push(await largestPaint(spa.base, browser));
        paintsOf[1].push(await largestPaint(rendering.base, browser));
      }
    } finally {
      await browser.close();
    }

    const firstMs = answers.map((a) => median(a.map((x) => x.ms)));
    const rows = designs.map(([name], i) => [
      name,
      String(answers[i][0]?.status ?? ''),
      kb(answers[i][0]?.bytes ?? 0),
      ms(firstMs[i]),
      ms(
        percentile(
          answers[i].map((x) => x.ms),
          95,
        ),
      ),
      i < 2 ? ms(median(paintsOf[i])) : 'as server rendering',
    ]);
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ');
    return {
      title: 'Public pages: server rendering against the app as it was, and against pre-rendering',
      tables: [
        {
          title: `A course page (${COURSE}), demo data on SQLite`,
          head: [
            'design',
            'status',
            'first response KB (br)',
            'its time, median',
            'p95',
            'largest paint, median',
          ],
          rows,
          notes: [
            `${rounds} interleaved rounds of one request each; ${paints} cold loads each in headless Chromium, alternating.`,
            `Largest paint, server rendering ÷ before: ${ratio(median(paintsOf[1]), median(paintsOf[0]))}.`,
            `First response time, server rendering ÷ pre-rendering: ${ratio(firstMs[1], firstMs[2])}; ` +
              `server rendering ÷ before: ${ratio(firstMs[1], firstMs[0])}.`,
            `Load average at the end (1 / 5 / 15 min): ${load}.`,
          ],
        },
      ],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
