/**
 * The console and page-weight goals, in headless Chromium against the production build served by
 * our server (SQLite, 100,000 courses plus the demo catalogue):
 *
 * - console: from navigation to the first list (/dashboard/admin/courses; the console's home is
 *   its dashboard) until the first page of all 28 lists has
 *   arrived (observed as network responses: the prefetch calls, told from other calls by
 *   their bodies), the requests it took, and when the first list's rows appeared;
 * - bundle: JavaScript bytes each page downloads on a first visit, as served (brotli) and as
 *   gzip -9 of the same files, the largest chunks and what is in them, and the headers hashed
 *   assets are served with;
 * - render: scripting time (CDP ScriptDuration) of showing the courses list, rows rendered,
 *   and the requests a typed search word causes.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { allResources } from '../../src/resources';
import { SEARCHES } from '../lib/data';
import { type ChunkInfo, buildProduction } from '../lib/build';
import {
  PAGE_MARKS,
  type Seen,
  cdpMetrics,
  contextFor,
  launch,
  readMarks,
  until,
  watchRequests,
} from '../lib/browser';
import { median, percentile, type SuiteOptions } from '../lib/context';
import { openDataset } from '../lib/datasets';
import { OUT, type RunningServer, startOurServer } from '../lib/ourServer';
import { type Goal, type Section, type Table, int, kb, ms } from '../lib/report';
import { LISTS_CACHED_MARK } from '../../admin/prefetch/marks';
import { resourcesInMenuOrder } from '../../admin/layout/menuGroups';
import { adminRoute } from '../../src/resources/paths';
import {
  BATCH_LISTS_PATH,
  type BatchListsRequest,
  type BatchedListCall,
} from '../../src/contract/batchLists';

/** The menu's first list: the console opens on it once its home is the dashboard. */
const FIRST_LIST_PATH = adminRoute(resourcesInMenuOrder(allResources)[0]!.route);

interface ListEndpoint {
  key: string;
  method: string;
  path: string;
}

/** A data row of a react-admin list (the header row is not in tbody). */
const ROW = 'tbody tr.RaDatagrid-row';

const LIST_ENDPOINTS: ListEndpoint[] = allResources.map((r) => ({
  key: r.key,
  method: r.endpoints.list.method,
  path: `/api/admin/${r.endpoints.list.path}`,
}));

/** The list calls a batch call (src/contract/batchLists.ts) carries; none for any other request. */
function batchedCalls(seen: Seen): BatchedListCall[] {
  if (seen.url.pathname !== `/api/admin/${BATCH_LISTS_PATH}`) return [];
  try {
    return (JSON.parse(seen.postData ?? '') as BatchListsRequest).calls ?? [];
  } catch {
    return [];
  }
}

/**
 * A list's first-page prefetch: its list call with no filter (getOne and getMany send one),
 * made on its own or inside the batch call our server offers.
 */
function isPrefetch(seen: Seen, endpoint: ListEndpoint): boolean {
  const inBatch = batchedCalls(seen).some(
    (call) =>
      call.method === endpoint.method &&
      `/api/admin/${call.path}` === endpoint.path &&
      call.options?.filter === undefined &&
      call.options?.q === undefined,
  );
  if (inBatch) return true;
  if (seen.method !== endpoint.method || seen.url.pathname !== endpoint.path) return false;
  if (endpoint.method === 'GET')
    return !seen.url.searchParams.has('filter') && !seen.url.searchParams.has('q');
  return !(seen.postData ?? '').includes('"filter"');
}

const firstRowShown = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __firstRowAt?: number }).__firstRowAt !== undefined,
    null,
    {
      timeout: 60_000,
      // A slow poll: the page's own script time is what is measured, not ours.
      polling: 100,
    },
  );

/** When the console marked every list as in its cache (admin/prefetch/marks.ts), ms from navigation. */
async function listsCached(page: Page): Promise<number> {
  const mark = await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime,
    LISTS_CACHED_MARK,
    { timeout: 60_000, polling: 100 },
  );
  return (await mark.jsonValue()) as number;
}

interface Opening {
  /** The console's own mark: every list's first page in its cache. */
  allListsMs: number;
  /** The last of those pages answered, as the network saw it. */
  answeredMs: number;
  firstRowMs: number;
  requests: number;
  apiRequests: number;
  prefetchCalls: number;
  prefetchSpanMs: number;
}

/** One opening of the console; `context` given: a warm HTTP cache. */
async function openConsole(browser: Browser, base: string, warm?: Awaited<ReturnType<typeof contextFor>>) {
  const context = warm ?? (await contextFor(browser, base, 'admin'));
  const page = await context.newPage();
  try {
    await page.addInitScript(PAGE_MARKS);
    const seen = watchRequests(page);
    await page.goto(`${base}${FIRST_LIST_PATH}`, { waitUntil: 'commit' });
    const firstOf = (endpoint: ListEndpoint) =>
      seen.find((s) => isPrefetch(s, endpoint) && s.end !== undefined);
    const complete = await until(() => LIST_ENDPOINTS.every((e) => firstOf(e)), 60_000);
    if (!complete) {
      const missing = LIST_ENDPOINTS.filter((e) => !firstOf(e)).map((e) => e.key);
      throw new Error(`the console did not fetch every list: missing ${missing.join(', ')}`);
    }
    await firstRowShown(page);
    const cachedAt = await listsCached(page);
    const marks = await readMarks(page);
    const prefetches = LIST_ENDPOINTS.map((e) => firstOf(e) as Seen);
    const done = Math.max(...prefetches.map((s) => s.end as number));
    const before = seen.filter((s) => s.start <= done);
    const opening: Opening = {
      allListsMs: cachedAt,
      answeredMs: done - marks.timeOrigin,
      firstRowMs: marks.firstRowAt ?? Number.NaN,
      requests: before.length,
      apiRequests: before.filter((s) => s.url.pathname.startsWith('/api/')).length,
      prefetchCalls: prefetches.length,
      prefetchSpanMs: done - Math.min(...prefetches.map((s) => s.start)),
    };
    return opening;
  } finally {
    await page.close();
    if (!warm) await context.close();
  }
}

export async function consoleOpening(browser: Browser, base: string, runs: number) {
  const cold: Opening[] = [];
  for (let i = 0; i < runs; i += 1) cold.push(await openConsole(browser, base));
  const context = await contextFor(browser, base, 'admin');
  const warm: Opening[] = [];
  try {
    await openConsole(browser, base, context);
    for (let i = 0; i < runs; i += 1) warm.push(await openConsole(browser, base, context));
  } finally {
    await context.close();
  }
  const row = (label: string, runsOf: Opening[]) => [
    label,
    ms(median(runsOf.map((r) => r.allListsMs))),
    ms(
      percentile(
        runsOf.map((r) => r.allListsMs),
        100,
      ),
    ),
    ms(median(runsOf.map((r) => r.answeredMs))),
    ms(median(runsOf.map((r) => r.firstRowMs))),
    int(median(runsOf.map((r) => r.requests))),
    int(median(runsOf.map((r) => r.apiRequests))),
    ms(median(runsOf.map((r) => r.prefetchSpanMs))),
  ];
  const table: Table = {
    title: `Opening the console (${LIST_ENDPOINTS.length} lists), median of ${runs} runs`,
    head: [
      'cache',
      'all lists in the cache ms',
      'slowest run ms',
      'last list answered ms',
      'first list rows ms',
      'requests until then',
      'of which API',
      'first prefetch sent → last answered ms',
    ],
    rows: [row('cold (new profile)', cold), row('warm (assets cached)', warm)],
    notes: [
      "All lists: from navigation start (performance.timeOrigin) to the console's own mark that the first page of all 28 lists is in react-admin's cache (admin/prefetch/marks.ts). Last list answered: to the end of the last of those responses (Playwright request timing).",
      'Prefetch calls are told from other calls to the same endpoints (getOne, getMany of references) by having no filter. Our server answers the lists other than the one opened in one call (POST /api/admin/batch/lists, src/contract/batchLists.ts): each list in it counts as answered when that call is.',
      '"first list rows": when the first row of the opening list (courses, 100k rows) appeared in the DOM (MutationObserver).',
      'Requests: every request the page made until the last list arrived (document, scripts, styles, API).',
    ],
  };
  const goal: Goal = {
    name: 'console opening: all lists in the cache (cold, median)',
    target: '< 1000 ms',
    measured: `${ms(median(cold.map((r) => r.allListsMs)))} ms, ${int(median(cold.map((r) => r.requests)))} requests`,
    met: median(cold.map((r) => r.allListsMs)) < 1000,
  };
  return { table, goal };
}

interface Weight {
  files: string[];
  served: number;
  gzip: number;
  encodings: Set<string>;
  badCache: string[];
}

async function pageWeight(
  browser: Browser,
  base: string,
  who: 'visitor' | 'student' | 'admin',
  url: string,
  chunks: Map<string, ChunkInfo>,
  ready: (page: Page) => Promise<unknown>,
): Promise<Weight> {
  const context = await contextFor(browser, base, who);
  const page = await context.newPage();
  try {
    await page.addInitScript(PAGE_MARKS);
    const seen = watchRequests(page);
    await page.goto(`${base}${url}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const scripts = seen.filter((s) => s.url.pathname.endsWith('.js') && !s.failed);
    const weight: Weight = { files: [], served: 0, gzip: 0, encodings: new Set(), badCache: [] };
    for (const s of scripts) {
      const response = await s.request.response();
      const sizes = await s.request.sizes();
      const name = s.url.pathname.replace(/^\//, '');
      weight.files.push(name);
      weight.served += sizes.responseBodySize;
      weight.gzip += chunks.get(name)?.gzipBytes ?? sizes.responseBodySize;
      const headers = response ? await response.allHeaders() : {};
      weight.encodings.add(headers['content-encoding'] ?? 'none');
      if (headers['cache-control'] !== 'public, max-age=31536000, immutable') weight.badCache.push(name);
    }
    return weight;
  } finally {
    await context.close();
  }
}

/** The share of a chunk's bytes each of its contents has (they are measured before minifying). */
function contentsLine(chunk: ChunkInfo): string {
  const total = chunk.contents.reduce((sum, c) => sum + c.bytes, 0) || 1;
  return chunk.contents
    .slice(0, 5)
    .map((c) => `${c.name} ${Math.round((100 * c.bytes) / total)}%`)
    .join(', ');
}

/** A published course of the demo catalogue every bench database holds; the demo student is enrolled in it. */
const DEMO_COURSE_SLUG = 'foundations-of-mental-health-awareness';
/** The demo course whose first lesson (where the demo student resumes) has its own video. */
const DEMO_MEDIA_COURSE_SLUG = 'calm-body-steady-mind';

async function bundleWeight(browser: Browser, base: string, chunkList: ChunkInfo[]) {
  const chunks = new Map(chunkList.map((c) => [c.fileName, c]));
  const pages: { label: string; goal?: number; weight: Weight }[] = [];
  pages.push({
    label: 'home page, visitor (/)',
    goal: 90,
    weight: await pageWeight(browser, base, 'visitor', '/', chunks, (p) =>
      p.waitForSelector('footer', { timeout: 30_000 }),
    ),
  });
  pages.push({
    label: 'student dashboard (/dashboard)',
    weight: await pageWeight(browser, base, 'student', '/dashboard', chunks, (p) =>
      p.waitForSelector('main h1, main h2', { timeout: 30_000 }),
    ),
  });
  pages.push({
    label: 'catalogue, visitor (/courses)',
    goal: 90,
    weight: await pageWeight(browser, base, 'visitor', '/courses', chunks, (p) =>
      p.waitForSelector('main article h2 a', { timeout: 30_000 }),
    ),
  });
  pages.push({
    label: 'course page, visitor (/courses/:slug)',
    goal: 90,
    weight: await pageWeight(browser, base, 'visitor', `/courses/${DEMO_COURSE_SLUG}`, chunks, (p) =>
      p.waitForSelector('#syllabus-title', { timeout: 30_000 }),
    ),
  });
  pages.push({
    label: 'course player, student (/learn/:slug/:lessonId)',
    weight: await pageWeight(browser, base, 'student', `/learn/${DEMO_COURSE_SLUG}`, chunks, (p) =>
      p.waitForSelector('main article h1', { timeout: 30_000 }),
    ),
  });
  pages.push({
    label: 'course player, video lesson (/learn/:slug/:lessonId, the media player loaded)',
    weight: await pageWeight(browser, base, 'student', `/learn/${DEMO_MEDIA_COURSE_SLUG}`, chunks, (p) =>
      p.waitForSelector('main video', { timeout: 30_000 }),
    ),
  });
  pages.push({
    label: `admin console, first list (${FIRST_LIST_PATH})`,
    goal: 330,
    weight: await pageWeight(browser, base, 'admin', FIRST_LIST_PATH, chunks, firstRowShown),
  });
  pages.push({
    label: 'admin console, dashboard with its chart (/dashboard/admin)',
    weight: await pageWeight(browser, base, 'admin', '/dashboard/admin', chunks, (p) =>
      p.waitForSelector('main figure figcaption', { timeout: 60_000 }),
    ),
  });

  // A client that only takes gzip gets gzip; one that takes nothing gets the plain file.
  const entry = chunkList.find((c) => c.isEntry);
  const viaGzip = entry
    ? await fetch(`${base}/${entry.fileName}`, { headers: { 'accept-encoding': 'gzip' } })
    : undefined;
  await viaGzip?.arrayBuffer();

  const weights: Table = {
    title: 'JavaScript a first visit downloads, KB',
    head: ['page', 'gzip -9 KB', 'goal', 'as served KB (encoding)', 'files', 'assets not cached for a year'],
    rows: pages.map(({ label, goal, weight }) => [
      label,
      kb(weight.gzip),
      goal ? `≤ ${goal}` : '',
      `${kb(weight.served)} (${[...weight.encodings].join(', ')})`,
      weight.files.length,
      weight.badCache.length ? weight.badCache.join(', ') : 'none',
    ]),
    notes: [
      'Measured in Chromium: every .js response of the page until the network is idle (the admin page: after the first list has rows). "As served" is the encoded body size the browser received; "gzip -9" is the same files compressed with gzip level 9, the goal\'s unit.',
      `Hashed assets answer \`Cache-Control: public, max-age=31536000, immutable\`; a gzip-only client is served content-encoding ${viaGzip?.headers.get('content-encoding') ?? '?'}.`,
      ...pages.map(
        ({ label, weight }) => `${label}: ${weight.files.map((f) => path.basename(f)).join(', ')}`,
      ),
    ],
  };
  const largest: Table = {
    title: 'Largest chunks of the production build',
    head: ['chunk', 'gzip KB', 'min KB', 'loaded', 'what is in it (share of the chunk)'],
    rows: chunkList
      .slice(0, 10)
      .map((c) => [
        path.basename(c.fileName),
        kb(c.gzipBytes),
        kb(c.bytes),
        c.isEntry ? 'entry' : c.isDynamicEntry ? 'lazily' : 'shared',
        contentsLine(c),
      ]),
    notes: [
      'Contents from the bundle as Vite hands it to its plugins (module sizes before minification, as shares).',
    ],
  };
  // The player's own JavaScript: what it downloads that the home page did not.
  const home = pages[0].weight;
  const beyondHomeOf = (label: string) => {
    const player = pages.find((p) => p.label.startsWith(label))?.weight;
    return player
      ? player.files
          .filter((file) => !home.files.includes(file))
          .reduce((sum, file) => sum + (chunks.get(file)?.gzipBytes ?? 0), 0)
      : Number.NaN;
  };
  const beyondHome = beyondHomeOf('course player, student');
  const videoBeyondHome = beyondHomeOf('course player, video lesson');
  weights.notes?.push(
    `Course player beyond the home page: ${kb(beyondHome)} KB gzip -9 (the files the player loads that the home page does not).`,
    `Course player on a video lesson beyond the home page: ${kb(videoBeyondHome)} KB gzip -9 (with the media player, which only lessons with media load).`,
  );
  const goals: Goal[] = pages
    .filter((p) => p.goal)
    .map((p) => ({
      name: `JavaScript of the ${p.label}`,
      target: `≤ ${p.goal} KB gzip`,
      measured: `${kb(p.weight.gzip)} KB`,
      met: p.weight.gzip <= (p.goal as number) * 1024,
    }));
  goals.push({
    name: 'JavaScript of the course player beyond the home page’s',
    target: '≤ 90 KB gzip',
    measured: `${kb(beyondHome)} KB`,
    met: beyondHome <= 90 * 1024,
  });
  goals.push({
    name: 'JavaScript of the course player on a video lesson beyond the home page’s',
    target: '≤ 90 KB gzip',
    measured: `${kb(videoBeyondHome)} KB`,
    met: videoBeyondHome <= 90 * 1024,
  });
  goals.push({
    name: 'hashed assets compressed and cached for a year',
    target: 'br or gzip; immutable',
    measured: `${[...new Set(pages.flatMap((p) => [...p.weight.encodings]))].join(', ')}; ${
      pages.every((p) => p.weight.badCache.length === 0) ? 'all immutable' : 'some not immutable'
    }`,
    met: pages.every(
      (p) =>
        p.weight.badCache.length === 0 && [...p.weight.encodings].every((e) => e === 'br' || e === 'gzip'),
    ),
  });
  return { tables: [weights, largest], goals };
}

/**
 * Clicks `selector` from inside the page and waits, there too, until the first row's text is
 * (or, `same` false, is no longer) `text`; answers the time that took. Nothing of Playwright's
 * runs in the page meanwhile, so the page's script time is the page's own.
 */
function clickUntilRow(page: Page, selector: string, text: string, same: boolean): Promise<number> {
  // A string, not a function: what tsx makes of a function (its __name helper) is not in the page.
  const script = `new Promise((resolve, reject) => {
    const args = ${JSON.stringify({ selector, text, same, row: ROW })};
    const started = performance.now();
    const done = () => {
      const first = document.querySelector(args.row);
      return first !== null && (first.textContent === args.text) === args.same;
    };
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(args.selector + ': the list did not change within 30 s'));
    }, 30000);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const target = document.querySelector(args.selector);
    if (!target) reject(new Error(args.selector + ' is not on the page'));
    else target.click();
  })`;
  return page.evaluate(script) as Promise<number>;
}

async function rendering(browser: Browser, base: string, runs: number) {
  const context = await contextFor(browser, base, 'admin');
  const page = await context.newPage();
  try {
    await page.addInitScript(PAGE_MARKS);
    const seen = watchRequests(page);
    const metrics = await cdpMetrics(context, page);
    await page.goto(`${base}/dashboard/admin/courses`);
    await firstRowShown(page);
    await page.waitForLoadState('networkidle');
    const rowText = () =>
      page
        .locator(ROW)
        .first()
        .evaluate((row) => row.textContent ?? '');
    const coursesFirst = await rowText();

    const scripting: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      await clickUntilRow(page, 'a[href="/dashboard/admin/lessons"]', coursesFirst, false);
      await page.waitForTimeout(300);
      const m0 = await metrics();
      wall.push(await clickUntilRow(page, 'a[href="/dashboard/admin/courses"]', coursesFirst, true));
      const m1 = await metrics();
      scripting.push((m1.ScriptDuration - m0.ScriptDuration) * 1000);
    }
    const rowsShown = await page.locator(ROW).count();

    // The next page: fetched from the server, then rendered.
    await page.waitForTimeout(300);
    const n0 = await metrics();
    const nextWall = await clickUntilRow(page, 'button[aria-label="Go to next page"]', coursesFirst, false);
    const n1 = await metrics();
    const nextScripting = (n1.ScriptDuration - n0.ScriptDuration) * 1000;

    // A search word typed at a brisk 8 keys a second.
    const box = page.locator('input[placeholder="Search courses"]');
    await box.click();
    const from = seen.length;
    const startedTyping = await page.evaluate(() => performance.now());
    await box.pressSequentially(SEARCHES.common, { delay: 120 });
    const typedAt = Date.now();
    const searched = (s: Seen) =>
      s.url.pathname === '/api/admin/get_course' && s.url.searchParams.get('q') === SEARCHES.common;
    await until(() => seen.slice(from).some((s) => searched(s) && s.end !== undefined), 10_000);
    await page.waitForFunction(
      (word) => {
        const row = document.querySelector('tbody tr.RaDatagrid-row') as HTMLElement | null;
        return row !== null && row.innerText.toLowerCase().includes(word);
      },
      SEARCHES.common,
      { timeout: 10_000 },
    );
    const resultsAfter = Date.now() - typedAt;
    await page.waitForTimeout(1000);
    const searchCalls = seen.slice(from).filter((s) => s.url.pathname === '/api/admin/get_course').length;
    const marks = await readMarks(page);
    const typingEvents = marks.slowEvents.filter((e) => e.start >= startedTyping);
    const slowestKey = Math.max(0, ...typingEvents.map((e) => e.duration));
    const longTasks = marks.longTasks.filter((t) => t.start >= startedTyping);

    const total = (await (
      await context.request.get(`${base}/api/admin/get_course?per_page=1`, {
        headers: { authorization: `Bearer ${await adminToken(context, base)}` },
      })
    ).json()) as { total: number };

    const table: Table = {
      title: 'Rendering the courses list and searching it',
      head: ['measure', 'value'],
      rows: [
        ['courses in the table', int(total.total)],
        ['rows rendered on the list page', rowsShown],
        [`scripting to show the list from the cache (median of ${runs}), ms`, ms(median(scripting))],
        ['… slowest of those, ms', ms(Math.max(...scripting))],
        ['… wall time from click to rows, median ms', ms(median(wall))],
        ['scripting to show the next page (fetched), ms', ms(nextScripting)],
        ['… wall time from click to rows, ms', ms(nextWall)],
        [
          `list requests while typing "${SEARCHES.common}" (${SEARCHES.common.length} keys, 120 ms apart)`,
          searchCalls,
        ],
        ['results shown after the last key, ms', ms(resultsAfter)],
        ['slowest key press event (Event Timing), ms', slowestKey ? ms(slowestKey) : '< 16'],
        [
          'long tasks (> 50 ms) while typing and searching',
          `${longTasks.length}${longTasks.length ? ` (longest ${ms(Math.max(...longTasks.map((t) => t.duration)))} ms)` : ''}`,
        ],
      ],
      notes: [
        'Scripting: Chromium\'s ScriptDuration (CDP Performance.getMetrics) from the click on "Courses" in the menu (coming from Lessons) until the first course row is back; the page comes from react-admin\'s cache.',
        'The search box waits 500 ms after the last key before searching (admin/list/SearchBox.tsx).',
      ],
    };
    const goals: Goal[] = [
      {
        name: 'courses list renders (scripting, median)',
        target: '< 100 ms; paged',
        measured: `${ms(median(scripting))} ms; ${rowsShown} rows of ${int(total.total)}`,
        met: median(scripting) < 100 && rowsShown <= 100,
      },
      {
        name: 'search box: requests per typed word',
        target: '1 (debounced)',
        measured: String(searchCalls),
        met: searchCalls <= 1,
      },
    ];
    return { table, goals };
  } finally {
    await context.close();
  }
}

async function adminToken(context: Awaited<ReturnType<typeof contextFor>>, base: string): Promise<string> {
  const answer = (await (await context.request.get(`${base}/api/getTokenForAdmin`)).json()) as {
    token: string;
  };
  return answer.token;
}

export async function browserSuites(options: SuiteOptions, only?: string[]): Promise<Section> {
  const { log, quick } = options;
  const wanted = (name: string) => !only || only.includes(name) || only.includes('browser');
  const distDir = path.join(OUT, 'dist');
  log('  production build');
  const chunks = await buildProduction(distDir);
  const dataset = await openDataset('sqlite', 100_000, log);
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const section: Section = { title: 'In the browser', tables: [], goals: [] };
  try {
    server = await startOurServer(dataset.target, distDir);
    browser = await launch();
    options.facts.Chromium = browser.version();
    const runs = quick ? 3 : 7;
    // One measure failing (a changed page, a timeout) leaves the others standing.
    const attempt = async (name: string, work: () => Promise<void>) => {
      if (!wanted(name)) return;
      log(`  ${name}`);
      try {
        await work();
      } catch (error) {
        log(`  ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        (section.notes ??= []).push(
          `**${name} failed**: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
      }
    };
    const base = server.base;
    const open = browser;
    await attempt('console', async () => {
      const { table, goal } = await consoleOpening(open, base, runs);
      section.tables.push(table);
      section.goals?.push(goal);
    });
    await attempt('bundle', async () => {
      const { tables, goals } = await bundleWeight(open, base, chunks);
      section.tables.push(...tables);
      section.goals?.push(...goals);
    });
    await attempt('render', async () => {
      const { table, goals } = await rendering(open, base, runs);
      section.tables.push(table);
      section.goals?.push(...goals);
    });
    return section;
  } finally {
    await browser?.close();
    await server?.stop();
    await dataset.drop();
  }
}
