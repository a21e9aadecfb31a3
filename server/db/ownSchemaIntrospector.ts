import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresIntrospector,
  type SchemaMetadata,
  type TableMetadata,
  sql,
} from 'kysely';

interface ColumnRow {
  table_schema: string;
  table_name: string;
  table_type: string;
  column_name: string;
  data_type: string;
  data_type_schema: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
  comment: string | null;
}

/**
 * Kysely's PostgreSQL introspector describes the tables of every schema in the database, and
 * resolves each table by name as it goes: a table dropped in another schema while it reads
 * fails the whole read ("relation … does not exist"). Its migrator asks for the tables each
 * time it runs, so a server starting beside another that drops a table (another tenant's
 * schema, or a test file's) could fail to start. This one describes only the connection's own
 * schema (the search path's first), which is all the server and its migrator ever use.
 */
export class OwnSchemaIntrospector<DB> implements DatabaseIntrospector {
  readonly #db: Kysely<DB>;
  readonly #schemas: PostgresIntrospector;

  constructor(db: Kysely<DB>) {
    this.#db = db;
    // Listing schemas reads pg_namespace alone, which no drop elsewhere can fail.
    this.#schemas = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#schemas.getSchemas();
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.table_schema, c.table_name, t.table_type, c.column_name,
        coalesce(c.domain_name, c.udt_name) as data_type,
        coalesce(c.domain_schema, c.udt_schema) as data_type_schema,
        c.is_nullable, c.column_default, c.is_identity, c.is_generated,
        col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) as comment
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type in ('BASE TABLE', 'VIEW')
      order by c.table_name, c.ordinal_position`.execute(this.#db);

    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table_name)) continue;
      let table = tables.get(row.table_name);
      if (!table) {
        table = {
          name: row.table_name,
          schema: row.table_schema,
          isView: row.table_type === 'VIEW',
          columns: [],
        };
        tables.set(row.table_name, table);
      }
      table.columns.push({
        name: row.column_name,
        dataType: row.data_type,
        dataTypeSchema: row.data_type_schema,
        isNullable: row.is_nullable === 'YES',
        // A serial column's default draws from its sequence; an identity column has none.
        isAutoIncrementing: row.is_identity === 'YES' || (row.column_default ?? '').startsWith('nextval('),
        // As pg_attribute.atthasdef says: an identity is not a default, a generated column is.
        hasDefaultValue: row.column_default !== null || row.is_generated === 'ALWAYS',
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
