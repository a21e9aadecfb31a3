import { type Browser, type BrowserContext, type Page, type Request, chromium } from '@playwright/test';
import { BENCH_ADMIN } from './seed';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium as the end-to-end suite runs it. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DEMO_STUDENT = { email: 'amira@example.com', password: 'calm-waters-2021' };

/** A fresh browser profile (empty HTTP cache), signed in as `who` through the API as the apps do. */
export async function contextFor(
  browser: Browser,
  base: string,
  who: 'visitor' | 'student' | 'admin',
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } });
  if (who === 'visitor') return context;
  const [url, body] = who === 'admin' ? ['/api/admin/login', BENCH_ADMIN] : ['/api/login', DEMO_STUDENT];
  const response = await context.request.post(url, { data: body, headers: { origin: base } });
  if (!response.ok()) throw new Error(`${who} sign-in: ${response.status()} ${await response.text()}`);
  return context;
}

/** A request as the benchmarks look at it, with when it started and ended (epoch ms). */
export interface Seen {
  request: Request;
  url: URL;
  method: string;
  type: string;
  postData: string | null;
  start: number;
  end?: number;
  failed?: boolean;
}

/** Records every request of the page from now on. */
export function watchRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  const byRequest = new Map<Request, Seen>();
  page.on('request', (request) => {
    const entry: Seen = {
      request,
      url: new URL(request.url()),
      method: request.method(),
      type: request.resourceType(),
      postData: request.postData(),
      start: Date.now(),
    };
    seen.push(entry);
    byRequest.set(request, entry);
  });
  page.on('requestfinished', (request) => {
    const entry = byRequest.get(request);
    if (!entry) return;
    const timing = request.timing();
    if (timing.startTime > 0) entry.start = timing.startTime;
    entry.end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
  });
  page.on('requestfailed', (request) => {
    const entry = byRequest.get(request);
    if (entry) {
      entry.failed = true;
      entry.end = Date.now();
    }
  });
  return seen;
}

/** Polls `test` until it holds or `timeoutMs` passes; answers whether it held. */
export async function until(test: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (test()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return test();
}

/**
 * In-page marks, installed before any script of the page runs: when the first list row
 * appears (`__firstRowAt`, performance.now() ms), and the long tasks and slow input events
 * seen since (`__longTasks`, `__slowEvents`).
 */
export const PAGE_MARKS = `
(() => {
  const w = window;
  w.__longTasks = [];
  w.__slowEvents = [];
  const ROW = 'table tbody tr.RaDatagrid-row';
  const rows = () => document.querySelector(ROW);
  const observer = new MutationObserver(() => {
    if (w.__firstRowAt === undefined && rows()) {
      w.__firstRowAt = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration }); })
      .observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__slowEvents.push({ name: e.name, start: e.startTime, duration: e.duration }); })
      .observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
})();
`;

export interface PageMarks {
  firstRowAt?: number;
  timeOrigin: number;
  longTasks: { start: number; duration: number }[];
  slowEvents: { name: string; start: number; duration: number }[];
}

export async function readMarks(page: Page): Promise<PageMarks> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __firstRowAt?: number;
      __longTasks: PageMarks['longTasks'];
      __slowEvents: PageMarks['slowEvents'];
    };
    return {
      firstRowAt: w.__firstRowAt,
      timeOrigin: performance.timeOrigin,
      longTasks: w.__longTasks ?? [],
      slowEvents: w.__slowEvents ?? [],
    };
  });
}

/** Chromium's own counters (CDP Performance.getMetrics): ScriptDuration, TaskDuration, ... in seconds. */
export async function cdpMetrics(
  context: BrowserContext,
  page: Page,
): Promise<() => Promise<Record<string, number>>> {
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  return async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
  };
}
