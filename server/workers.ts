import cluster, { type Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp, prepareDatabase } from './app';
import { REVOCATION_WAIT_MS, shareRevocations } from './auth/sessions';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';

export interface ServeOptions {
  config: Config;
  /** Opens the database: every process holds its own connection or pool. */
  connect(): Promise<DatabaseHandle>;
  /** The built front end. */
  distDir: string;
  /** Called once, when every process listens, with the address they share. */
  onListening(address: { host: string; port: number }): void;
}

/**
 * Ended sessions, between processes: a worker tells the primary (`revoked`), which tells every
 * other worker; each answers `heard`, and when all have, the primary tells the first `done`.
 */
type Message =
  | { type: 'revoked'; id: number; keys: string[] }
  | { type: 'heard'; id: number }
  | { type: 'done'; id: number };

function asMessage(message: unknown): Message | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, id, keys } = message as { type?: unknown; id?: unknown; keys?: unknown };
  if (typeof id !== 'number') return undefined;
  if (type === 'revoked' && Array.isArray(keys) && keys.every((key) => typeof key === 'string'))
    return { type, id, keys: keys as string[] };
  if (type === 'heard' || type === 'done') return { type, id };
  return undefined;
}

/** How long a shutdown waits for requests in flight before it stops waiting. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Serves the app in `config.workers` processes sharing one port (Node's cluster module; the
 * primary hands out connections). Node runs JavaScript on one core, so this is what lets the
 * server use the others. Everything a request relies on is in the database (sessions, login
 * throttles, list counters), so any process can answer any request; the one thing held in
 * memory, sessions verified in the last second, is kept honest by telling every process of each
 * ended session. With one worker, the server is this process alone.
 */
export async function serve(options: ServeOptions): Promise<void> {
  if (cluster.isWorker) return runWorker(options);
  if (options.config.workers === 1) return runAlone(options);
  return runPrimary(options);
}

function listenOn(app: FastifyInstance, config: Config): Promise<{ host: string; port: number }> {
  return app.listen({ host: config.host, port: config.port }).then(() => {
    const address = app.server.address();
    return { host: config.host, port: address && typeof address === 'object' ? address.port : config.port };
  });
}

/** Closes the app, then exits; exits anyway if requests in flight outlast the grace period. */
function closeAndExit(app: FastifyInstance, code: number): void {
  setTimeout(() => process.exit(code), SHUTDOWN_GRACE_MS).unref();
  app.close().then(
    () => process.exit(code),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}

/** The app on a database connection of its own, closed with it. */
async function startApp(options: ServeOptions, prepared: boolean): Promise<FastifyInstance> {
  const handle = await options.connect();
  const app = await buildApp({ config: options.config, db: handle, distDir: options.distDir, prepared });
  app.addHook('onClose', () => handle.close());
  return app;
}

async function runAlone(options: ServeOptions): Promise<void> {
  const app = await startApp(options, false);
  options.onListening(await listenOn(app, options.config));
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    closeAndExit(app, 0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function runWorker(options: ServeOptions): Promise<void> {
  const app = await startApp(options, true);
  let asked = 0;
  const waiting = new Map<number, () => void>();
  const hear = shareRevocations(
    (keys) =>
      new Promise<void>((resolve) => {
        asked += 1;
        const id = asked;
        const finish = () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        };
        const timer = setTimeout(finish, REVOCATION_WAIT_MS);
        waiting.set(id, finish);
        process.send?.({ type: 'revoked', id, keys: [...keys] } satisfies Message);
      }),
  );
  process.on('message', (raw: unknown) => {
    const message = asMessage(raw);
    if (message?.type === 'revoked') {
      hear(message.keys);
      process.send?.({ type: 'heard', id: message.id } satisfies Message);
    } else if (message?.type === 'done') waiting.get(message.id)?.();
  });
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    closeAndExit(app, 0);
  };
  // The primary asks with SIGTERM; Ctrl+C in a terminal reaches every process, and the primary
  // leads that shutdown. Losing the primary (killed, crashed) means no new connections: finish and go.
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', () => undefined);
  process.on('disconnect', shutdown);
  await listenOn(app, options.config);
}

async function runPrimary(options: ServeOptions): Promise<void> {
  const { config } = options;
  const handle = await options.connect();
  try {
    await prepareDatabase(handle, config);
  } finally {
    await handle.close();
  }

  let closing = false;
  let listening = 0;
  const started = new Set<Worker>();

  const stopAll = (code: number) => {
    if (closing) return;
    closing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(code);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(code);
    }, SHUTDOWN_GRACE_MS + 2000).unref();
  };

  /** Revocations told to the other workers, by relay id: who asked, under which id, how many are left to hear. */
  const relays = new Map<number, { origin: Worker; id: number; left: number; at: number }>();
  let relayed = 0;
  const relay = (origin: Worker, message: Extract<Message, { type: 'revoked' }>) => {
    const others = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && worker !== origin && worker.isConnected(),
    );
    if (others.length === 0) {
      origin.send({ type: 'done', id: message.id } satisfies Message);
      return;
    }
    // Relays a worker that ended never answered: the asker stopped waiting long ago.
    const now = Date.now();
    for (const [relayId, entry] of relays)
      if (now - entry.at > 10 * REVOCATION_WAIT_MS) relays.delete(relayId);
    relayed += 1;
    relays.set(relayed, { origin, id: message.id, left: others.length, at: now });
    for (const worker of others)
      worker.send({ type: 'revoked', id: relayed, keys: message.keys } satisfies Message);
  };
  const heard = (relayId: number) => {
    const entry = relays.get(relayId);
    if (!entry) return;
    entry.left -= 1;
    if (entry.left > 0) return;
    relays.delete(relayId);
    if (entry.origin.isConnected()) entry.origin.send({ type: 'done', id: entry.id } satisfies Message);
  };

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (raw: unknown) => {
      const message = asMessage(raw);
      if (message?.type === 'revoked') relay(worker, message);
      else if (message?.type === 'heard') heard(message.id);
    });
    worker.once('listening', (address) => {
      started.add(worker);
      listening += 1;
      if (listening === config.workers) options.onListening({ host: config.host, port: address.port });
    });
    worker.once('exit', (code, signal) => {
      if (closing) return;
      if (!started.has(worker)) {
        // It never served: the port is taken, the database unreachable... Another would fail the same way.
        process.stderr.write(`A server process could not start (${signal ?? `exit code ${code}`}).\n`);
        stopAll(1);
        return;
      }
      process.stderr.write(`A server process ended (${signal ?? `exit code ${code}`}); starting another.\n`);
      fork();
    });
  };

  for (let i = 0; i < config.workers; i += 1) fork();
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
}
