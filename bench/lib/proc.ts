import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
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

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const MICROS_PER_TICK = 10_000;

/**
 * CPU time (user and system, µs) used so far by the process `pid` and its children (a server's
 * worker processes), or by every process called `name` (PostgreSQL's backends on this machine);
 * undefined where /proc does not tell (not Linux) or no such process runs.
 */
export async function cpuMicros(of: { pid: number } | { name: string }): Promise<number | undefined> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return undefined;
  }
  let ticks = 0;
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = await readFile(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // pid (name) state ppid ... utime stime: the name may hold spaces, so fields count from its ')'.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const mine = 'pid' in of ? Number(entry) === of.pid || Number(fields[1]) === of.pid : name === of.name;
    if (!mine) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return found ? ticks * MICROS_PER_TICK : undefined;
}
