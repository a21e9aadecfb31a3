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
});
