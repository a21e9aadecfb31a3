import { type Kysely, Migrator, sql } from 'kysely';
import type { Dialect } from './connect';
import { migrations } from './migrations';
import type { Database } from './schema';

async function createMigrator(db: Kysely<Database>, dialect: Dialect): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: name ours, so a
  // database holding several schemas (one per test file, one per tenant) keeps them apart.
  let migrationTableSchema: string | undefined;
  if (dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    migrationTableSchema,
  });
}

/** The names of the migrations this code has that the database has not run. */
export async function pendingMigrations(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const migrator = await createMigrator(db, dialect);
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Brings the schema up to date; throws with the failing migration's name and error. */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const migrator = await createMigrator(db, dialect);
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed ? `Migration ${failed.migrationName} failed: ${reason}` : `Migrations could not run: ${reason}`,
    );
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
