/**
 * A setting with a bad value stops the server before it serves anything, with a message that
 * names the setting: on SQLite, and on PostgreSQL (a database of its own) in the `postgres` project.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnderTest } from '../../setup/postgres';
import { freePort, spawnServer } from '../../durability/support/child';
import { type Target, makeTarget } from '../../durability/support/targets';

interface Ended {
  code: number | null;
  output: string;
}

/**
 * `server/main.ts` with `env`, until it ends, however long a loaded machine takes to get there:
 * the test's timeout ends a server that never does, and it is killed when the test process ends.
 */
async function startExpectingExit(env: Record<string, string>): Promise<Ended> {
  const port = await freePort();
  const child = spawnServer(env, port);
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  process.off('exit', kill);
  return { code, output };
}

/** A start that ends in a refusal: seconds on a quiet machine, over a minute at load 25. */
const STARTS_A_SERVER = 300_000;

const database = postgresUnderTest() ? 'PostgreSQL' : 'SQLite';

describe(`starting the server on ${database} with a bad setting`, () => {
  let target: Target;
  beforeAll(async () => {
    target = await makeTarget();
  });
  afterAll(async () => {
    await target?.drop();
  });

  it(
    'refuses bad values, naming each setting and never repeating a secret, and exits with 1',
    async () => {
      const ended = await startExpectingExit({
        ...target.env,
        PG_POOL_MAX: 'none',
        WORKERS: '0',
        LEGACY_STRICT: 'perhaps',
        METRICS_PORT: '9464',
        METRICS_TOKEN: 'short one',
      });
      expect(ended.code).toBe(1);
      for (const message of [
        'WORKERS must be a whole number from 1 to 64 (got "0")',
        'PG_POOL_MAX must be a whole number from 1 to 1000 (got "none")',
        'LEGACY_STRICT must be 1/0, true/false, yes/no or on/off (got "perhaps")',
        'METRICS_TOKEN must be empty or at least 16 printable characters without spaces',
      ])
        expect(ended.output).toContain(message);
      expect(ended.output).not.toContain('short one');
      expect(ended.output).not.toContain('is running at');
    },
    STARTS_A_SERVER,
  );

  it.runIf(postgresUnderTest())(
    'refuses more connections than PostgreSQL takes, naming PG_POOL_MAX and WORKERS',
    async () => {
      const ended = await startExpectingExit({ ...target.env, WORKERS: '4', PG_POOL_MAX: '200' });
      expect(ended.code).toBe(1);
      expect(ended.output).toMatch(
        /PG_POOL_MAX \(200\) × WORKERS \(4\) is 800 connections, more than the \d+ this PostgreSQL server takes/,
      );
    },
    STARTS_A_SERVER,
  );
});
