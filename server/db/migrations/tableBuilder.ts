import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';

/**
 * The small vocabulary the migrations declare tables in. Migrations are history: once a
 * migration has shipped, neither it nor what it calls here may change meaning.
 */
export interface ColumnSpec {
  type: 'text' | 'integer' | 'real';
  notNull?: boolean;
  /** A plain index, for sorting, filtering and joins. */
  index?: boolean;
  /** Unique regardless of case: a unique index on lower(column). */
  unique?: boolean;
  references?: string;
  onDelete?: 'restrict' | 'cascade' | 'set null';
}

type Options = Omit<ColumnSpec, 'type'>;
export const text = (options: Options = {}): ColumnSpec => ({ type: 'text', ...options });
export const integer = (options: Options = {}): ColumnSpec => ({ type: 'integer', ...options });
export const real = (options: Options = {}): ColumnSpec => ({ type: 'real', ...options });

export type TableSpec = Record<string, ColumnSpec>;

/** An autoincrement primary key: `serial` in PostgreSQL, `integer ... autoincrement` in SQLite. */
export const idType = (dialect: Dialect) => (dialect === 'postgres' ? 'serial' : 'integer');
export const idColumn = (dialect: Dialect) => (c: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

/**
 * A record table: autoincrement id, the given columns, created_at and updated_at, and the
 * indexes the columns ask for.
 */
export async function createRecordTable(
  db: Kysely<unknown>,
  dialect: Dialect,
  name: string,
  columns: TableSpec,
): Promise<void> {
  let table = db.schema.createTable(name).addColumn('id', idType(dialect), idColumn(dialect));
  for (const [column, spec] of Object.entries(columns)) {
    const type = spec.type === 'real' && dialect === 'postgres' ? 'double precision' : spec.type;
    table = table.addColumn(column, type, (c) => {
      let built = spec.notNull ? c.notNull() : c;
      if (spec.references)
        built = built.references(`${spec.references}.id`).onDelete(spec.onDelete ?? 'restrict');
      return built;
    });
  }
  table = table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
  await table.execute();
  await createIndexes(db, name, columns);
}

export async function createIndexes(db: Kysely<unknown>, table: string, columns: TableSpec): Promise<void> {
  for (const [column, spec] of Object.entries(columns)) {
    if (spec.index) await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
    if (spec.unique)
      await db.schema
        .createIndex(`${table}_${column}_unique`)
        .on(table)
        .unique()
        .expression(sql`lower(${sql.ref(column)})`)
        .execute();
  }
}
