/**
 * A database of its own for a server started in a child process: a SQLite folder, or, in the
 * `postgres` test project, a PostgreSQL database made for it and dropped after.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../../server/config';
import { onPostgres, postgresUnderTest } from '../../setup/postgres';

export interface Target {
  name: 'sqlite' | 'postgres';
  env: Record<string, string>;
  database: Config['database'];
  drop(): Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mindwell-kill-'));
  return {
    name: 'sqlite',
    env: { DATA_DIR: dataDir },
    database: { kind: 'sqlite', file: path.join(dataDir, 'mindwell.sqlite') },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mindwell-kill-'));
  const name = `mindwell_kill_${randomBytes(5).toString('hex')}`;
  await onPostgres(url, (admin) => admin.unsafe(`create database ${name}`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    name: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: own.toString() },
    database: { kind: 'postgres', url: own.toString() },
    async drop() {
      await onPostgres(url, (client) => client.unsafe(`drop database if exists ${name} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const postgresUrl = postgresUnderTest();

export const makeTarget = postgresUrl ? () => postgresTarget(postgresUrl) : sqliteTarget;
