/**
 * The front end the `rest` project's server serves (playwright.config.ts), made before it starts:
 * the student site and its server renderer as `dist/` holds them (the first server has made sure
 * they are current), and the console built again with VITE_DATA_PROVIDER=rest, the one part that
 * differs. The server's own start would build all three again, on the browser suite's way to
 * its first test; it finds these current and serves them.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const target = path.resolve(root, process.env.FRONT_END_DIR || 'dist-rest');

await rm(target, { recursive: true, force: true });
await cp(path.join(root, 'dist'), target, { recursive: true });
await build({ root, logLevel: 'warn', mode: 'console', build: { outDir: target } });
