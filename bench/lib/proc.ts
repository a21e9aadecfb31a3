import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A child process the benchmark started, with the tail of what it printed. */
export interface Child {
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

const started = new Set<ChildProcess>();

/** Every child still running is stopped when the runner exits, however it exits. */
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null && child.pid) child.kill('SIGKILL');
});

export function startChild(command: string, args: string[], env: Record<string, string> = {}): Child {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => started.delete(child));
  return {
    process: child,
    output: () => tail,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const late = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
      if (late) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers at all (any status), or fails after `timeoutMs`. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null)
      throw new Error(`${url}: the process exited early:\n${child.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${child.output()}`);
}
