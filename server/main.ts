import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, ConfigError, parseConfig } from './config';
import { connectDatabase } from './db/connect';
import { ensureFrontEnd, precompressAssets } from './frontEndBuild';
import { serve } from './workers';

function readConfig(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** `npm start`: configure, build the front end if needed, open the database, serve. */
async function main(): Promise<void> {
  const config = readConfig();
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // Another folder serves (and, when stale, builds) a second build beside the usual one: the
  // end-to-end suite's console in REST mode (VITE_DATA_PROVIDER=rest), say.
  const distDir = path.resolve(root, process.env.FRONT_END_DIR || 'dist');
  // BUILD_FRONT_END=0 serves whatever dist/ holds (or the API alone) without building it:
  // for hosts that build elsewhere, and for tests that start the server as a child process.
  if (cluster.isPrimary && process.env.BUILD_FRONT_END !== '0') {
    if (await ensureFrontEnd(root, distDir)) process.stdout.write('Built the front end into dist/.\n');
    await precompressAssets(distDir);
  }
  await serve({
    config,
    distDir,
    connect: () => connectDatabase(config.database),
    onListening: ({ host, port }) => {
      const shown = host.includes(':') ? `[${host}]` : host;
      const processes = config.workers === 1 ? '' : ` (${config.workers} server processes)`;
      process.stdout.write(`MindWell Academy is running at http://${shown}:${port}${processes}\n`);
    },
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `MindWell Academy could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
