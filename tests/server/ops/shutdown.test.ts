/**
 * Stopping the server (SIGTERM, as a container runtime or `docker compose down` sends it) lets
 * the requests in flight finish and answer before the process ends: in one process, and in
 * several (the primary asks each worker to finish). A request in flight is made slow for real:
 * its body arrives in two parts, with the signal sent between them.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnderTest } from '../../setup/postgres';
import { type Child, startServer } from '../../durability/support/child';
import { type Target, makeTarget } from '../../durability/support/targets';

const ADMIN = { email: 'shutdown-admin@example.com', password: 'Shutdown-admin-pass-8' };

interface Answer {
  status: number;
  body: string;
}

/** A sign-in whose body is sent in two halves; `between` runs after the first half has gone. */
function slowSignIn(base: string, between: () => Promise<void>): Promise<Answer> {
  const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
  const half = Math.floor(body.length / 2);
  return new Promise((resolve, reject) => {
    const call = request(
      `${base}/api/admin/login`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          origin: base,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', reject);
    call.write(body.slice(0, half));
    between().then(
      () => call.end(body.slice(half)),
      (error: unknown) => {
        call.destroy();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const exitOf = (child: Child) =>
  new Promise<number | null>((resolve) => {
    if (child.process.exitCode !== null) resolve(child.process.exitCode);
    else child.process.once('exit', (code) => resolve(code));
  });

describe.each([1, 2])(
  `stopping a server of %i process(es) on ${postgresUnderTest() ? 'PostgreSQL' : 'SQLite'}`,
  (workers) => {
    let target: Target;
    let child: Child;

    beforeAll(async () => {
      target = await makeTarget();
      child = await startServer(
        {
          ...target.env,
          WORKERS: String(workers),
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        },
        150_000,
      );
    }, 180_000);
    afterAll(async () => {
      await child?.stop();
      await target?.drop();
    });

    it('answers the sign-in in flight when SIGTERM arrives, then exits with 0', async () => {
      const exited = exitOf(child);
      let exitedEarly = false;
      void exited.then(() => (exitedEarly = true));
      const answer = await slowSignIn(child.base, async () => {
        // The first half has reached the server before it is told to stop.
        await new Promise((resolve) => setTimeout(resolve, 300));
        child.process.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 700));
        expect(exitedEarly).toBe(false);
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
      expect(await exited).toBe(0);
    }, 60_000);
  },
);
