/**
 * The real server in a child process, as `npm start` runs it (`server/main.ts` under tsx, in one
 * process so a SIGKILL reaches the server itself, unless WORKERS says otherwise), on a free
 * loopback port, and a small HTTP client that signs in as the admin the way the console does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Child {
  base: string;
  process: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown, no flush, as a crash or an OOM kill would end it. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not gone in five seconds. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * `server/main.ts` under tsx on `port`, as `npm start` runs it but quiet, without the demo data
 * and in one process unless `env` says otherwise (so a SIGKILL reaches the server itself).
 */
export function spawnServer(env: Record<string, string>, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      BUILD_FRONT_END: '0',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Servers still running when the test process ends (a test that timed out while one started) go with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts `server/main.ts` with `env` (DATA_DIR, DATABASE_URL, ...) and waits until it listens:
 * by default for as long as that takes on this machine, the test's own timeout being the limit.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = Number.POSITIVE_INFINITY,
): Promise<Child> {
  const port = await freePort();
  const child = spawnServer(env, port);
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const handle: Child = {
    base,
    process: child,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited(child);
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('is running at')) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server stopped while starting:\n${output}`);
    if (Date.now() > deadline) {
      await handle.kill();
      throw new Error(`The server did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return handle;
}

export interface AdminSession {
  headers: Record<string, string>;
}

/** Signs in as the console does: login, then getTokenForAdmin. */
export async function signInAdmin(base: string, email: string, password: string): Promise<AdminSession> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`admin sign-in: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (await fetch(`${base}/api/getTokenForAdmin`, { headers: { cookie } })).json()) as {
    token: string | null;
  };
  if (!token) throw new Error('admin sign-in: no token');
  return {
    headers: { cookie, authorization: `Bearer ${token}`, origin: base, 'content-type': 'application/json' },
  };
}
