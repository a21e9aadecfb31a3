/**
 * The `node` project's global set-up: one SQLite database migrated as the server's start
 * migrates a new one, which every SQLite test server starts on a copy of
 * (tests/server/helpers/migratedDatabase.ts). Removed when the run ends.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated SQLite file test servers copy. */
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mindwell-template-'));
  const file = path.join(dir, 'template.sqlite');
  const handle = await connectDatabase({ kind: 'sqlite', file });
  try {
    // A new database: no earlier build's stored wire to take off first, as server/app.ts does.
    await migrateToLatest(handle.db, handle.dialect);
  } finally {
    // Closing checkpoints the write-ahead log into the file: the file alone is the whole database.
    await handle.close();
  }
  project.provide('sqliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
