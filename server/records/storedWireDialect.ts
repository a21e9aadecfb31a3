import type { ResourceDef } from '../../src/resources';
import type { Db } from '../db/schema';

/** What each database writes; server/records/storedWirePostgres.ts and storedWireSqlite.ts. */
export interface StoredWireDialect {
  /** Statements that open the install, inside its transaction. */
  prelude(): string[];
  /** The wire triggers installed in the connection's own schema: name → definition. */
  installed(db: Db): Promise<Map<string, string>>;
  /** The ones this build writes for `resource`: name → definition, as `installed` reads them. */
  wanted(resource: ResourceDef, db: Db): Map<string, string>;
  /** Statements that install them on the table and write every record's JSON anew. */
  install(resource: ResourceDef, db: Db, hasColumn: boolean): string[];
  /** Statements that take every wire trigger off. */
  removal(db: Db): Promise<string[]>;
}
