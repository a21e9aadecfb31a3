import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { type Config, ConfigError, parseConfig } from './config';
import { ensureFrontEnd, precompressAssets } from './frontEndBuild';

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
  const distDir = path.join(root, 'dist');
  // BUILD_FRONT_END=0 serves whatever dist/ holds (or the API alone) without building it:
  // for hosts that build elsewhere, and for tests that start the server as a child process.
  if (process.env.BUILD_FRONT_END !== '0') {
    if (await ensureFrontEnd(root, distDir)) process.stdout.write('Built the front end into dist/.\n');
    await precompressAssets(distDir);
  }

  const app = await buildApp({ config, distDir });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  process.stdout.write(`MindWell Academy is running at http://${host}:${port}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `MindWell Academy could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
