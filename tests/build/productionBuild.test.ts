/**
 * What the production build holds (`npm run build` makes dist/; CI builds before it tests).
 * Skipped where there is no build.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(ROOT, 'dist');

/** The entry script dist/index.html loads. */
async function entryScript(): Promise<string> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const src = /<script\b[^>]*\bsrc="\/([^"]+\.js)"/.exec(html)?.[1];
  expect(src, 'the entry script in dist/index.html').toBeDefined();
  return readFile(path.join(dist, src ?? ''), 'utf8');
}

describe.skipIf(!existsSync(path.join(dist, 'index.html')))('the production build', () => {
  it("carries react-router's production build, without the checks behind its development warnings", async () => {
    const assets = path.join(dist, 'assets');
    for (const name of (await readdir(assets)).filter((file) => file.endsWith('.js'))) {
      const code = await readFile(path.join(assets, name), 'utf8');
      // Warnings only its development build checks for (behind ENABLE_DEV_WARNINGS).
      for (const warning of ['You rendered descendant <Routes>', 'No routes matched location'])
        expect(code.includes(warning), `${name}: "${warning}"`).toBe(false);
    }
  });

  it('leaves the profile menu out of the script every first visit downloads: a visitor has none', async () => {
    const entry = await entryScript();
    expect(entry.includes('MindWell Academy'), 'the navigation bar').toBe(true);
    for (const text of ['Welcome!', 'My profile']) expect(entry.includes(text), text).toBe(false);
  });
});
