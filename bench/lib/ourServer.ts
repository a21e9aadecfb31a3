import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Child, freePort, startChild, waitForHttp } from './proc';
import { BENCH_ADMIN, type Target, serverEnv } from './seed';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OUT = path.join(ROOT, 'bench', 'out');

export interface RunningServer {
  base: string;
  child: Child;
  stop(): Promise<void>;
}

/**
 * Our server in a child process (tsx, as `npm start` runs it), on a free loopback port; `root`
 * names the tree it runs from (another commit's, for an A/B comparison), `env` settings of its
 * own, `nodeArgs` Node's own options (which its worker processes inherit: `--cpu-prof`, say).
 */
export async function startOurServer(
  target: Target,
  distDir = '',
  root = ROOT,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const args = [...nodeArgs, '--import', 'tsx', path.join(root, 'bench', 'serverMain.ts')];
  const child = startChild(process.execPath, args, {
    ...serverEnv(target),
    PORT: String(port),
    HOST: '127.0.0.1',
    BENCH_DIST: distDir,
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/user`, child);
  return { base, child, stop: () => child.stop() };
}

/** What an admin tab sends on every /api/admin call. */
export interface AdminAuth {
  cookie: string;
  token: string;
  headers: Record<string, string>;
}

/** Signs the bench admin in as the console does: login, then getTokenForAdmin. */
export async function signInAdmin(base: string): Promise<AdminAuth> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`admin sign-in: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(';')[0])
    .filter((c) => c.includes('='))
    .join('; ');
  const tokenAnswer = await fetch(`${base}/api/getTokenForAdmin`, { headers: { cookie } });
  const { token } = (await tokenAnswer.json()) as { token: string | null };
  if (!token) throw new Error('admin sign-in: no admin token');
  return { cookie, token, headers: { cookie, authorization: `Bearer ${token}`, origin: base } };
}
