/**
 * The server under load: `server/main.ts` as `npm start` runs it, in a child process on a free
 * loopback port (front-end build skipped: these scenarios call the API only), with a direct
 * database connection beside it to count rows afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { parseConfig } from '../../server/config';
import { type DatabaseHandle, connectDatabase } from '../../server/db/connect';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
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

export interface LoadServer {
  base: string;
  /** Rows from the server's database, read directly. */
  query(text: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

export async function startLoadServer(env: Record<string, string>): Promise<LoadServer> {
  const port = await freePort();
  const fullEnv: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    BUILD_FRONT_END: '0',
    ...env,
  };
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, ...fullEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stopChild = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
  };
  process.once('exit', () => child.kill('SIGKILL'));
  const deadline = Date.now() + 120_000;
  while (!output.includes('is running at')) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting:\n${output}`);
    if (Date.now() > deadline) {
      await stopChild();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const config = parseConfig({ ...process.env, ...fullEnv });
  const handle: DatabaseHandle = await connectDatabase(config.database);
  return {
    base: `http://127.0.0.1:${port}`,
    async query(text) {
      const { rows } = await sql.raw<Record<string, unknown>>(text).execute(handle.db);
      return rows;
    },
    async stop() {
      await handle.close();
      await stopChild();
    },
  };
}

/** The headers of an admin tab: the session cookie, the bearer token and the site's origin. */
export async function signIn(base: string, email: string, password: string): Promise<Record<string, string>> {
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
  const answer = (await (await fetch(`${base}/api/getTokenForAdmin`, { headers: { cookie } })).json()) as {
    token: string | null;
  };
  if (!answer.token) throw new Error('admin sign-in: no token');
  return {
    cookie,
    authorization: `Bearer ${answer.token}`,
    origin: base,
    'content-type': 'application/json',
  };
}
