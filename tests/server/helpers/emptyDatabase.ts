/**
 * An empty database of the run's kind (a SQLite file, or a fresh PostgreSQL schema), and a
 * migrator over it that stops where a test says: for testing what one migration does to the
 * rows the ones before it left.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { type DatabaseHandle, connectDatabase } from '../../../server/db/connect';
import { migrations } from '../../../server/db/migrations';
import { TEST_SCHEMA_PREFIX, postgresUnderTest } from '../../setup/postgres';

export interface EmptyDatabase {
  handle: DatabaseHandle;
  /** Runs the migrations up to and including `name`. */
  migrateTo(name: string): Promise<void>;
  close(): Promise<void>;
}

export async function emptyDatabase(): Promise<EmptyDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mindwell-migration-'));
  const url = postgresUnderTest();
  const handle = url
    ? await connectDatabase(
        { kind: 'postgres', url },
        { schema: `${TEST_SCHEMA_PREFIX}${randomBytes(6).toString('hex')}` },
      )
    : await connectDatabase({ kind: 'sqlite', file: path.join(dir, 'migrations.sqlite') });
  const { db, dialect } = handle;
  return {
    handle,
    async migrateTo(name) {
      const migrationTableSchema =
        dialect === 'postgres'
          ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
          : undefined;
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations(dialect) },
        migrationTableSchema,
      });
      const { error } = await migrator.migrateTo(name);
      if (error) throw error;
    },
    async close() {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
