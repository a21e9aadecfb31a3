/**
 * The reference server as the benchmarks start it: `server/main.ts` less the front-end build,
 * with two extra settings. BENCH_DIST names the production build to serve (the runner's own,
 * under bench/out, so `dist/` is never touched) and BENCH_PG_SCHEMA the PostgreSQL schema the
 * seeded data lives in. Everything else is the ordinary environment (PORT, DATA_DIR, WORKERS, ...).
 */
import cluster from 'node:cluster';
import { parseConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { precompressAssets } from '../server/frontEndBuild';
import { serve } from '../server/workers';

async function main(): Promise<void> {
  const config = parseConfig();
  const distDir = process.env.BENCH_DIST ?? '';
  if (distDir && cluster.isPrimary) await precompressAssets(distDir);
  const schema = process.env.BENCH_PG_SCHEMA || undefined;
  await serve({
    config,
    distDir: distDir || '/nonexistent',
    connect: () => connectDatabase(config.database, { schema }),
    onListening: () => undefined,
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`bench server: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
