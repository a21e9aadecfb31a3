/**
 * The API suite's load generator, in a process of its own (`bench/loadMain.ts`). Run inside the
 * runner, autocannon shared a heap of about 100 MB with everything else the runner had loaded,
 * and that heap's collections paused it mid-run: every request in flight during a pause was
 * timed as slower than the server made it. One process serves a scenario's warm-up and its
 * measured run, so the measured run is made by code the warm-up already compiled
 * (bench/DECISIONS.md).
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { Result } from 'autocannon';
import { ROOT } from './ourServer';

/**
 * What to send. `path` may hold `{page}` (a random page from 1 to `pages`) or `{id}` (a random
 * id from 1 to `maxId`); `body` may hold `[<id>]`, replaced by a token unique to each request,
 * or `{page}`.
 */
export interface LoadPlan {
  url: string;
  connections: number;
  /** Seconds before a request counts as timed out. */
  timeout?: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  pages?: number;
  maxId?: number;
  /** Each request asks for `length` bytes at a random offset of a file of `size` bytes (a `Range` header). */
  range?: { size: number; length: number };
}

/** A message from the load generator's process: a run's result, or why it failed. */
export type LoadReply = { result: Result } | { error: string };

export interface LoadGenerator {
  /** Sends the plan's requests for `seconds` and returns autocannon's result. */
  run(seconds: number): Promise<Result>;
  stop(): Promise<void>;
}

export function startLoadGenerator(plan: LoadPlan): LoadGenerator {
  const child: ChildProcess = fork(path.join(ROOT, 'bench', 'loadMain.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOAD_PLAN: JSON.stringify(plan) },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  return {
    run: (seconds) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) =>
          reject(new Error(`load generator exited (${code}) mid-run:\n${stderr}`));
        child.once('exit', onExit);
        child.once('message', (reply: LoadReply) => {
          child.off('exit', onExit);
          if ('result' in reply) resolve(reply.result);
          else reject(new Error(`load generator: ${reply.error}`));
        });
        child.send({ seconds });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
