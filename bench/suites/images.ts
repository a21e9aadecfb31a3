/**
 * The image bytes a visitor downloads, served resized (src/contract/imageVariants.ts) against the
 * originals the pages showed before: headless Chromium with an empty cache opens a page, scrolls
 * to its end so every lazy image loads, and adds up the bytes of the images it fetched; the
 * originals' bytes are those of the same images' stored files, which an `<img src>` of the
 * original would have fetched. A desktop (1366 × 900) and a phone (390 × 844 at 3×). Then the
 * time to make a variant on its first request against serving it from the store afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureFrontEnd } from '../../server/frontEndBuild';
import { launch } from '../lib/browser';
import { type SuiteOptions, median } from '../lib/context';
import { OUT, ROOT, startOurServer } from '../lib/ourServer';
import { type Section, kb, ms, ratio } from '../lib/report';

const PAGES = ['/courses', '/courses/foundations-of-mental-health-awareness', '/blog'];
const SCREENS = [
  { name: 'desktop 1366 × 900', viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
  { name: 'phone 390 × 844, 3×', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
] as const;
const VARIANT = /^(\/uploads\/[a-f0-9]{32}\.[a-z]+)\/\d+\.[a-z]+$/;

interface Fetched {
  path: string;
  bytes: number;
}

async function bytesOf(url: string): Promise<number> {
  return (await (await fetch(url)).arrayBuffer()).byteLength;
}

export async function imagesSuite(options: SuiteOptions): Promise<Section> {
  const { log } = options;
  const dist = path.join(OUT, 'ssr', 'dist');
  log('images: building the front end into bench/out/ssr (when stale)…');
  await ensureFrontEnd(ROOT, dist);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mw-bench-images-'));
  const server = await startOurServer({ kind: 'sqlite', dataDir }, dist, ROOT, { WORKERS: '1' });
  try {
    // Made on first request: the time of that request against a later one, for one cover.
    const cover = (await (await fetch(`${server.base}/api/catalogue/courses`)).json()) as {
      data: { thumbnail: string }[];
    };
    const thumbnails = cover.data.map((course) => course.thumbnail).filter(Boolean);
    const firstMs: number[] = [];
    const storedMs: number[] = [];
    for (const thumbnail of thumbnails.slice(0, 6)) {
      let started = performance.now();
      await bytesOf(`${server.base}${thumbnail}/1280.webp`);
      firstMs.push(performance.now() - started);
      started = performance.now();
      await bytesOf(`${server.base}${thumbnail}/1280.webp`);
      storedMs.push(performance.now() - started);
    }

    const browser = await launch();
    const rows: string[][] = [];
    try {
      for (const screen of SCREENS)
        for (const page of PAGES) {
          const context = await browser.newContext({
            baseURL: server.base,
            viewport: screen.viewport,
            deviceScaleFactor: screen.deviceScaleFactor,
          });
          try {
            const tab = await context.newPage();
            const fetched: Fetched[] = [];
            tab.on('response', (response) => {
              const url = new URL(response.url());
              if (!url.pathname.startsWith('/uploads/')) return;
              fetched.push({ path: url.pathname, bytes: Number(response.headers()['content-length'] ?? 0) });
            });
            await tab.goto(page, { waitUntil: 'load' });
            await tab.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
            // Down the page a screen at a time, so that each lazy image is asked for.
            for (let y = 0; y < 20_000; y += screen.viewport.height) {
              await tab.evaluate((top) => window.scrollTo(0, top), y);
              await tab.waitForTimeout(150);
              if (await tab.evaluate((top) => top + innerHeight >= document.body.scrollHeight, y)) break;
            }
            await tab.waitForLoadState('networkidle');
            const served = fetched.reduce((sum, image) => sum + image.bytes, 0);
            const originals = new Set(fetched.map((image) => VARIANT.exec(image.path)?.[1] ?? image.path));
            let before = 0;
            for (const original of originals) before += await bytesOf(`${server.base}${original}`);
            rows.push([
              screen.name,
              page,
              String(fetched.length),
              kb(before),
              kb(served),
              ratio(served, before),
            ]);
          } finally {
            await context.close();
          }
        }
    } finally {
      await browser.close();
    }
    return {
      title: 'Images: resized variants against the originals',
      tables: [
        {
          title:
            'Image bytes a first visit downloads, scrolled to the end (demo covers, 1600 × 900 JPEG originals)',
          head: ['screen', 'page', 'images', 'originals KB', 'variants KB', 'variants ÷ originals'],
          rows,
          notes: [
            'Originals: the stored files of the images the page showed, as `<img src>` of the original fetched them before. ' +
              'Variants: what Chromium chose from `srcset`/`sizes` (WebP), as served.',
          ],
        },
        {
          title: 'One 1280-pixel WebP of a cover: made on its first request, then read from the store',
          head: ['first request (made with sharp), median', 'later requests (stored), median'],
          rows: [[ms(median(firstMs)), ms(median(storedMs))]],
          notes: [`${firstMs.length} covers, one request each, one server process.`],
        },
      ],
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
