import { type Migration, type QueryExecutorProvider, sql } from 'kysely';
import type { Dialect } from '../connect';
import { ident } from '../identifiers';

/** The column earlier builds kept each record's wire JSON in, written by triggers of their own. */
const COLUMN = 'wire_json';

/** SQLite: the triggers (`<table>_wire_json_insert`, `_update`) and the column. */
async function dropOnSqlite(db: QueryExecutorProvider): Promise<void> {
  const { rows: triggers } = await sql<{ name: string }>`select name from sqlite_master
    where type = 'trigger' and (name like ${`%\\_${COLUMN}\\_insert`} escape '\\'
      or name like ${`%\\_${COLUMN}\\_update`} escape '\\')`.execute(db);
  for (const { name } of triggers) await sql.raw(`drop trigger if exists ${ident(name)}`).execute(db);
  const { rows: tables } = await sql<{ name: string }>`select m.name from sqlite_master m
    where m.type = 'table' and exists (select 1 from pragma_table_info(m.name) c where c.name = ${COLUMN})`.execute(
    db,
  );
  for (const { name } of tables)
    await sql.raw(`alter table ${ident(name)} drop column ${COLUMN}`).execute(db);
}

/** PostgreSQL: each table's trigger and function (`<table>_wire_json`) and the column, in this schema. */
async function dropOnPostgres(db: QueryExecutorProvider): Promise<void> {
  const { rows: triggers } = await sql<{ trigger: string; table: string }>`
    select t.tgname as trigger, c.relname as table
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
      and t.tgname = c.relname || ${`_${COLUMN}`}`.execute(db);
  for (const row of triggers) {
    await sql.raw(`drop trigger if exists ${ident(row.trigger)} on ${ident(row.table)}`).execute(db);
    await sql.raw(`drop function if exists ${ident(row.trigger)}()`).execute(db);
  }
  const { rows: tables } = await sql<{
    table: string;
  }>`select table_name as table from information_schema.columns
    where table_schema = current_schema() and column_name = ${COLUMN}`.execute(db);
  for (const { table } of tables)
    await sql.raw(`alter table ${ident(table)} drop column if exists ${COLUMN}`).execute(db);
}

/**
 * Takes off what earlier builds kept each record's wire JSON with. Safe to run again; the start
 * also runs it before any due migration, so none meets a trigger written for columns it changes.
 */
export const dropStoredWire = (db: QueryExecutorProvider, dialect: Dialect): Promise<void> =>
  dialect === 'sqlite' ? dropOnSqlite(db) : dropOnPostgres(db);

/** List answers are encoded as they are read: no stored wire JSON, no triggers writing it. */
export const storedWireDropped = (dialect: Dialect): Migration => ({
  up: (db) => dropStoredWire(db, dialect),
  // Nothing to restore: the column held only a copy of each row.
  async down() {},
});
