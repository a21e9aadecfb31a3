import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { type Kind, PG_URL } from './datasets';
import { OUT } from './ourServer';
import type { Target } from './seed';

/** An empty database of `kind` for one suite's run: a data folder, and on PostgreSQL a schema of its own. */
export async function freshTarget(kind: Kind, suite: string): Promise<Target> {
  await mkdir(OUT, { recursive: true });
  const dataDir = await mkdtemp(path.join(OUT, `${suite}-${kind}-`));
  if (kind === 'sqlite') return { kind, dataDir };
  return { kind, url: PG_URL, schema: `mw_bench_${suite}_${randomBytes(4).toString('hex')}`, dataDir };
}
