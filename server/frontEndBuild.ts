import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CONSOLE_PAGE, PAGE_RENDERER, STUDENT_PAGE } from './frontEndPages';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/** What the front-end build is made from; a change to any of them makes `dist/` stale. */
const FRONT_END_SOURCES = [
  'index.html',
  'resources.config.ts',
  'vite.config.ts',
  'package-lock.json',
  'src',
  'student',
  'admin',
  'public',
];

async function newestChange(target: string): Promise<number> {
  const stat = await fs.stat(target).catch(() => null);
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of await fs.readdir(target))
    newest = Math.max(newest, await newestChange(path.join(target, entry)));
  return newest;
}

/** When the oldest of the two pages and the page renderer was built, or null when one is missing. */
async function builtAt(distDir: string): Promise<number | null> {
  const pages = await Promise.all(
    [STUDENT_PAGE, CONSOLE_PAGE, PAGE_RENDERER].map((page) =>
      fs.stat(path.join(distDir, page)).catch(() => null),
    ),
  );
  return pages.every((page) => page !== null) ? Math.min(...pages.map((page) => page.mtimeMs)) : null;
}

/**
 * Builds the apps with Vite's own API, as `npm run build` does (the student site, then the
 * console beside it, then the student site's server renderer), when a page of `dist/` is missing (a fresh checkout) or older than its
 * sources (a checkout that has moved on), so `npm start` never serves a stale UI.
 */
export async function ensureFrontEnd(root: string, distDir: string): Promise<boolean> {
  const built = await builtAt(distDir);
  if (built !== null) {
    const changes = await Promise.all(
      FRONT_END_SOURCES.map((source) => newestChange(path.join(root, source))),
    );
    if (Math.max(...changes) <= built) return false;
  }
  // Vite is a devDependency: a production-only install serves a dist/ built beforehand.
  const vite = await import('vite').catch(() => undefined);
  if (!vite)
    throw new Error(
      'dist/ is missing or older than its sources, and Vite is not installed to build it ' +
        '(an install without devDependencies): run `npm install && npm run build`, or serve a ' +
        'dist/ built elsewhere with BUILD_FRONT_END=0.',
    );
  await vite.build({ root, logLevel: 'warn', build: { outDir: distDir } });
  await vite.build({ root, logLevel: 'warn', mode: 'console', build: { outDir: distDir } });
  await vite.build({
    root,
    logLevel: 'warn',
    mode: 'server',
    build: { outDir: path.join(distDir, path.dirname(PAGE_RENDERER)) },
  });
  return true;
}

/**
 * Writes .br and .gz beside each text asset that lacks them, once, so hashed assets are
 * served precompressed instead of compressed on every request.
 */
export async function precompressAssets(distDir: string): Promise<number> {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return 0;
  let written = 0;
  for (const name of await fs.readdir(assets)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(assets, name);
    const content = await fs.readFile(file);
    if (content.length < 1024) continue;
    if (!existsSync(`${file}.br`)) {
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
      await fs.writeFile(`${file}.br`, await brotli(content, { params }));
      written += 1;
    }
    if (!existsSync(`${file}.gz`)) {
      await fs.writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
      written += 1;
    }
  }
  return written;
}
