/**
 * The reference server as the benchmarks start it: `server/main.ts` less the front-end build,
 * with two extra settings. BENCH_DIST names the production build to serve (the runner's own,
 * under bench/out, so `dist/` is never touched) and BENCH_PG_SCHEMA the PostgreSQL schema the
 * seeded data lives in. Everything else is the ordinary environment (PORT, DATA_DIR, ...).
 */
import { buildApp } from '../server/app';
import { parseConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { precompressAssets } from '../server/frontEndBuild';

async function main(): Promise<void> {
  const config = parseConfig();
  const distDir = process.env.BENCH_DIST ?? '';
  if (distDir) await precompressAssets(distDir);
  const schema = process.env.BENCH_PG_SCHEMA || undefined;
  const handle = await connectDatabase(config.database, { schema });
  const app = await buildApp({ config, db: handle, distDir: distDir || '/nonexistent' });
  app.addHook('onClose', () => handle.close());
  await app.listen({ host: config.host, port: config.port });
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench server: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
