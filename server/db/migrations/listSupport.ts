import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';
import { ident } from '../identifiers';

/**
 * What makes a record table fast to list at scale (docs: server/README.md, "Lists at scale"):
 *
 * - a row counter kept by triggers in the same transaction as every insert and delete, so an
 *   unfiltered list never counts its table; with it two change numbers, so what the list code
 *   derives from the table (filtered counts, page boundaries) can be cached and checked
 *   against the database in one cheap read;
 * - indexes for every sorted and filtered column (PostgreSQL: `(column, id)`, so a page deep
 *   in a sorted list is found by an index-only scan; SQLite's indexes carry the rowid already),
 *   and a narrow index over id alone in SQLite for the same purpose;
 * - a substring index over the searchable columns: an FTS5 table with the trigram tokenizer in
 *   SQLite, kept in step by triggers; trigram GIN indexes on lower(column) in PostgreSQL.
 *
 * Migrations are history: once shipped, what this file does for a given call must not change.
 * A new resource's migration calls `addListSupport` for its own table.
 */

export interface ListSupport {
  /** Columns a list sorts or filters by (an index each). */
  sorted: readonly string[];
  /** Columns the search box looks in (one substring index). */
  searchable: readonly string[];
}

/** Counter rows per table in PostgreSQL: concurrent writers mostly update different rows. */
export const COUNTER_SLOTS = 16;

/** The counter table, the trigger functions (PostgreSQL) and where the trigram operators live. */
export async function createListCounters(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('list_counters')
    .addColumn('tbl', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('row_count', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    // Bumped by every insert and delete: the set of ids changed.
    .addColumn('id_changes', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    // Bumped by every insert, update and delete: anything a filter or search sees may have changed.
    .addColumn('changes', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('list_counters_pk', ['tbl', 'slot'])
    .execute();
  if (dialect !== 'postgres') return;

  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = ident(rows[0].schema);
  const counters = `${schema}.list_counters`;
  // One slot per statement, drawn once (random() in the WHERE clause would be drawn per row).
  const slot = `floor(random() * ${COUNTER_SLOTS})::int`;
  await sql
    .raw(
      `create function ${schema}.list_count_insert() returns trigger language plpgsql as $$
      declare n bigint; s int := ${slot};
      begin
        select count(*) into n from new_rows;
        if n > 0 then
          update ${counters} set row_count = row_count + n, id_changes = id_changes + 1, changes = changes + 1
          where tbl = TG_TABLE_NAME and slot = s;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function ${schema}.list_count_delete() returns trigger language plpgsql as $$
      declare n bigint; s int := ${slot};
      begin
        select count(*) into n from old_rows;
        if n > 0 then
          update ${counters} set row_count = row_count - n, id_changes = id_changes + 1, changes = changes + 1
          where tbl = TG_TABLE_NAME and slot = s;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function ${schema}.list_count_update() returns trigger language plpgsql as $$
      declare s int := ${slot};
      begin
        if exists (select 1 from new_rows) then
          update ${counters} set changes = changes + 1 where tbl = TG_TABLE_NAME and slot = s;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function ${schema}.list_count_truncate() returns trigger language plpgsql as $$
      begin
        update ${counters} set row_count = 0, id_changes = id_changes + 1, changes = changes + 1
        where tbl = TG_TABLE_NAME;
        return null;
      end $$`,
    )
    .execute(db);
}

/**
 * The schema pg_trgm lives in, installing it in `public` when it is missing and allowed
 * (it is a trusted extension); undefined when it cannot be had, and search then scans.
 * Never in the working schema: dropping that schema would take the extension with it.
 */
export async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const find = async () => {
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    return rows[0]?.schema;
  };
  const found = await find();
  if (found) return ident(found);
  const { rows } = await sql<{ available: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(db);
  if (!rows[0]?.available) return undefined;
  // A savepoint, so a refusal (no privilege, or another instance installing it at this very
  // moment) leaves the migration's transaction usable.
  await sql`savepoint list_support_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint list_support_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint list_support_trgm`.execute(db);
  }
  const installed = await find();
  return installed ? ident(installed) : undefined;
}

/** Counter, indexes and search index of one record table (see the top of this file). */
export async function addListSupport(
  db: Kysely<unknown>,
  dialect: Dialect,
  table: string,
  support: ListSupport,
  trgmSchema?: string,
): Promise<void> {
  const t = ident(table);
  const sorted = [...new Set(support.sorted.map(ident))];
  const searchable = [...new Set(support.searchable.map(ident))];

  if (dialect === 'sqlite') {
    await sql
      .raw(`insert into list_counters (tbl, slot, row_count) select '${t}', 0, count(*) from ${t}`)
      .execute(db);
    const bump = (fields: string) => `update list_counters set ${fields} where tbl = '${t}';`;
    await sql
      .raw(
        `create trigger ${t}_count_insert after insert on ${t} begin ${bump(
          'row_count = row_count + 1, id_changes = id_changes + 1, changes = changes + 1',
        )} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${t}_count_delete after delete on ${t} begin ${bump(
          'row_count = row_count - 1, id_changes = id_changes + 1, changes = changes + 1',
        )} end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${t}_count_update after update on ${t} begin ${bump('changes = changes + 1')} end`)
      .execute(db);

    // Every other index of the table is ordered by its column first; a page deep in a list
    // by id is found by stepping this narrow one instead of the rows themselves.
    await sql.raw(`create index if not exists ${t}_id_idx on ${t} (id)`).execute(db);
    for (const column of sorted)
      await sql.raw(`create index if not exists ${t}_${column}_idx on ${t} (${column})`).execute(db);

    if (searchable.length > 0) {
      const fts = `${t}_search`;
      const cols = searchable.join(', ');
      const newCols = searchable.map((c) => `new.${c}`).join(', ');
      const oldCols = searchable.map((c) => `old.${c}`).join(', ');
      await sql
        .raw(
          `create virtual table ${fts} using fts5(${cols}, content='${t}', content_rowid='id', tokenize='trigram')`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${fts}_insert after insert on ${t} begin
            insert into ${fts} (rowid, ${cols}) values (new.id, ${newCols}); end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${fts}_delete after delete on ${t} begin
            insert into ${fts} (${fts}, rowid, ${cols}) values ('delete', old.id, ${oldCols}); end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${fts}_update after update of ${cols} on ${t} begin
            insert into ${fts} (${fts}, rowid, ${cols}) values ('delete', old.id, ${oldCols});
            insert into ${fts} (rowid, ${cols}) values (new.id, ${newCols}); end`,
        )
        .execute(db);
      await sql.raw(`insert into ${fts} (${fts}) values ('rebuild')`).execute(db);
    }
    return;
  }

  // PostgreSQL.
  const rows = Array.from({ length: COUNTER_SLOTS }, (_, slot) =>
    slot === 0 ? `('${t}', 0, (select count(*) from ${t}))` : `('${t}', ${slot}, 0)`,
  );
  await sql.raw(`insert into list_counters (tbl, slot, row_count) values ${rows.join(', ')}`).execute(db);
  await sql
    .raw(
      `create trigger ${t}_count_insert after insert on ${t} referencing new table as new_rows
       for each statement execute function list_count_insert()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${t}_count_delete after delete on ${t} referencing old table as old_rows
       for each statement execute function list_count_delete()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${t}_count_update after update on ${t} referencing new table as new_rows
       for each statement execute function list_count_update()`,
    )
    .execute(db);
  await sql
    .raw(`create trigger ${t}_count_truncate after truncate on ${t} execute function list_count_truncate()`)
    .execute(db);

  // (column, id): a sorted page, and its ties broken by id, straight from the index.
  for (const column of sorted) {
    await sql.raw(`drop index if exists ${t}_${column}_idx`).execute(db);
    await sql.raw(`create index if not exists ${t}_${column}_id_idx on ${t} (${column}, id)`).execute(db);
  }
  if (trgmSchema)
    for (const column of searchable)
      await sql
        .raw(
          `create index if not exists ${t}_${column}_trgm on ${t} using gin (lower(${column}) ${ident(trgmSchema)}.gin_trgm_ops)`,
        )
        .execute(db);
}

/** Undoes `addListSupport` (indexes of columns stay: earlier migrations may have made them). */
export async function removeListSupport(
  db: Kysely<unknown>,
  dialect: Dialect,
  table: string,
  support: ListSupport,
): Promise<void> {
  const t = ident(table);
  const triggers = ['insert', 'delete', 'update', ...(dialect === 'postgres' ? ['truncate'] : [])];
  for (const event of triggers)
    await sql
      .raw(`drop trigger if exists ${t}_count_${event}${dialect === 'postgres' ? ` on ${t}` : ''}`)
      .execute(db);
  await sql.raw(`delete from list_counters where tbl = '${t}'`).execute(db);
  if (dialect === 'sqlite') {
    await sql.raw(`drop index if exists ${t}_id_idx`).execute(db);
    if (support.searchable.length > 0) {
      for (const event of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger if exists ${t}_search_${event}`).execute(db);
      await sql.raw(`drop table if exists ${t}_search`).execute(db);
    }
    return;
  }
  for (const column of support.searchable.map(ident))
    await sql.raw(`drop index if exists ${t}_${column}_trgm`).execute(db);
}

/** Drops the counter table and, in PostgreSQL, its trigger functions; after `removeListSupport`. */
export async function dropListCounters(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres')
    for (const name of ['insert', 'delete', 'update', 'truncate'])
      await sql.raw(`drop function if exists list_count_${name}()`).execute(db);
  await db.schema.dropTable('list_counters').execute();
}
