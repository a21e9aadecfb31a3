/**
 * The server in several processes sharing one port (server/workers.ts), as `npm start` runs it
 * on a machine with more than one core: writes from many connections at once all land, a logout
 * is refused by every process at once, and the processes go together, whether asked to or not.
 * On SQLite, and on PostgreSQL (a database of its own) in the `postgres` test project.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../server/db/connect';
import { loose } from '../../server/db/schema';
import { postgresUnderTest } from '../setup/postgres';
import {
  type AdminSession,
  type Child,
  freePort,
  signInAdmin,
  spawnServer,
  startServer,
} from './support/child';
import { type Target, makeTarget } from './support/targets';

const ADMIN = { email: 'workers-admin@example.com', password: 'Workers-admin-pass-8' };
const WORKERS = 3;
/**
 * For a test that starts server processes: seconds on a quiet machine, minutes on a loaded one.
 * Nothing here waits on a clock of its own; this only ends a test that would never finish.
 */
const STARTS_SERVERS = 300_000;

/** The server's worker processes: the primary's children. */
/** The primary's Node children: tsx may run an esbuild service beside them, when its cache is cold. */
const workerPids = (child: Child): number[] =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(child.process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'node')
    .map(([pid]) => Number(pid));

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves once none of `pids` runs any more; the test's own timeout bounds the wait. */
async function gone(pids: number[]): Promise<void> {
  while (pids.some(alive)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A request on a connection of its own: the primary hands each new connection to the next process. */
const alone = (base: string, path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), connection: 'close' },
  });

describe(`the server in ${WORKERS} processes on ${postgresUnderTest() ? 'PostgreSQL' : 'SQLite'}`, () => {
  let target: Target;
  let child: Child;
  let admin: AdminSession;

  beforeAll(async () => {
    target = await makeTarget();
    child = await startServer({
      ...target.env,
      WORKERS: String(WORKERS),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    admin = await signInAdmin(child.base, ADMIN.email, ADMIN.password);
  }, STARTS_SERVERS);
  afterAll(async () => {
    await child?.stop();
    await target?.drop();
  });

  it('says how many processes serve, and runs that many', () => {
    expect(child.output()).toContain(`is running at ${child.base} (${WORKERS} server processes)`);
    expect(workerPids(child)).toHaveLength(WORKERS);
  });

  it('stores every one of 60 creates sent at once over 60 connections, each answered 201', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `Parallel category ${i}`);
    // Each create reads (the parent must exist) before it writes: the case SQLite refuses at once
    // when another process wrote in between, unless the transaction took the write lock first.
    const parent = await alone(child.base, '/api/admin/course-categories/create-course-category', {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ name: 'Parent of the parallel ones' }),
    });
    const parentId = ((await parent.json()) as { data: { id: number } }).data.id;
    const answers = await Promise.all(
      names.map((name) =>
        alone(child.base, '/api/admin/course-categories/create-course-category', {
          method: 'POST',
          headers: admin.headers,
          body: JSON.stringify({ name, course_category_id: parentId }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
    const db = await connectDatabase(target.database);
    try {
      const stored = await loose(db.db)
        .selectFrom('course_categories')
        .select('name')
        .where('name', 'like', 'Parallel category %')
        .execute();
      expect(stored.map((row) => row.name).sort()).toEqual([...names].sort());
    } finally {
      await db.close();
    }
  });

  it('refuses a signed-out session in every process at once, though each had just let it in', async () => {
    const session = await signInAdmin(child.base, ADMIN.email, ADMIN.password);
    const list = () => alone(child.base, '/api/admin/get_course', { headers: session.headers });
    // Every process has just let this session in.
    const before = await Promise.all(Array.from({ length: 4 * WORKERS }, list));
    expect(before.map((answer) => answer.status)).toEqual(before.map(() => 200));

    const logout = await alone(child.base, '/api/logout', {
      headers: { ...session.headers, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(logout.status).toBe(200);
    const after = await Promise.all(Array.from({ length: 4 * WORKERS }, list));
    expect(after.map((answer) => answer.status)).toEqual(after.map(() => 401));
  });

  it(
    'takes every process with it when the primary is killed',
    async () => {
      const other = await startServer({ ...target.env, WORKERS: '2', SEED_DEMO: '0' });
      const pids = workerPids(other);
      expect(pids).toHaveLength(2);
      await other.kill();
      await gone(pids);
      expect(pids.filter(alive)).toEqual([]);
    },
    STARTS_SERVERS,
  );

  it(
    'stops with a clear error, not a loop of restarts, when its port is taken',
    async () => {
      const port = await freePort();
      const squatter = createServer();
      await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
      try {
        // Waited for as long as it takes: a loaded machine starts the processes slowly, and a loop
        // of restarts would never exit at all.
        const server = spawnServer({ ...target.env, WORKERS: '2' }, port);
        let output = '';
        server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        const [code] = (await once(server, 'exit')) as [number | null];
        expect(output).toMatch(/A server process could not start/);
        expect(code).toBe(1);
      } finally {
        squatter.close();
      }
    },
    STARTS_SERVERS,
  );
});
