import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresDriver,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { ReservedSql, Sql } from 'postgres';
import { OwnSchemaIntrospector } from './ownSchemaIntrospector';

/**
 * Statements with more values than this are bulk writes and long id lists, whose text changes
 * with their length: they run unprepared, so the statements each connection keeps stay few.
 */
const MAX_PREPARED_VALUES = 64;

/** What the driver is doing now, for the metrics. */
export interface PostgresUse {
  /** Statements sent and not yet answered, queued ones included. */
  statements: number;
  /** Connections a transaction holds. */
  transactions: number;
}

/**
 * One statement at a time on postgres.js's shared connections, or on a connection of its own
 * once a transaction begins. Outside a transaction nothing holds a connection: postgres.js
 * sends the statements of many requests down the same connections without waiting for each
 * answer (pipelining), and prepares each statement once per connection. So nothing may rely on
 * session state between two statements outside a transaction: `set` belongs in a transaction
 * (`set local`).
 */
class PostgresConnection implements DatabaseConnection {
  #reserved: ReservedSql | undefined;

  constructor(
    private readonly shared: Sql,
    private readonly use: PostgresUse,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const values = query.parameters as never[];
    this.use.statements += 1;
    try {
      const result = await (this.#reserved ?? this.shared).unsafe(query.sql, values, {
        prepare: values.length > 0 && values.length <= MAX_PREPARED_VALUES,
      });
      const { command, count } = result;
      const changed =
        command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
      return { numAffectedRows: changed ? BigInt(count) : undefined, rows: [...result] as R[] };
    } finally {
      this.use.statements -= 1;
    }
  }

  streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming queries are not supported.');
  }

  async hold(): Promise<void> {
    this.#reserved = await this.shared.reserve();
    this.use.transactions += 1;
  }

  letGo(): void {
    if (!this.#reserved) return;
    this.#reserved.release();
    this.#reserved = undefined;
    this.use.transactions -= 1;
  }
}

/** Kysely's own transaction statements (begin, isolation, savepoints) on the connections above. */
class SharedPostgresDriver extends PostgresDriver implements Driver {
  readonly use: PostgresUse = { statements: 0, transactions: 0 };

  constructor(private readonly sql: Sql) {
    super({ pool: undefined as never });
  }

  override async init(): Promise<void> {}

  override async acquireConnection(): Promise<DatabaseConnection> {
    return new PostgresConnection(this.sql, this.use);
  }

  override async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    await (connection as PostgresConnection).hold();
    await super.beginTransaction(connection, settings);
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PostgresConnection).letGo();
  }

  override async destroy(): Promise<void> {
    await this.sql.end();
  }
}

/** PostgreSQL through postgres.js, described by the introspector that reads only its own schema. */
export class PostgresJsDialect implements Dialect {
  readonly driver: SharedPostgresDriver;

  constructor(sql: Sql) {
    this.driver = new SharedPostgresDriver(sql);
  }

  createDriver(): Driver {
    return this.driver;
  }

  createAdapter(): PostgresAdapter {
    return new PostgresAdapter();
  }

  createQueryCompiler(): PostgresQueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
