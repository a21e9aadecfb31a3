import { type ResourceDef, allResources, kindOf } from '../../../src/resources';
import type { DbOrTrx } from '../../db/schema';
import { columnOf } from '../../records/columns';

/** A table with rows about one user, found by the column that holds the user's id. */
export interface UserTable {
  table: string;
  column: string;
  /** Set for the resource table's records (read and removed by its rules). */
  resource?: ResourceDef;
  /** What closing the account does to the rows: remove them, or keep them with personal details blanked. */
  onClose: 'erase' | 'keep';
}

/**
 * Tables outside the resource table that hold a user's id, and what closing the account does
 * with them. A new one belongs here: tests/server/account/closeAccount.test.ts fails while a
 * table with a `user_id` column is in neither list.
 */
export const SYSTEM_USER_TABLES: Readonly<Record<string, UserTable['onClose']>> = {
  sessions: 'erase',
  account_tokens: 'erase',
  baskets: 'erase',
  basket_lines: 'erase',
  // Who changed an order's status: the order's history is kept with the order.
  order_events: 'keep',
  // Who gave money back: a refund is an accounting record, kept with its order.
  order_refunds: 'keep',
  // A closed account's learning goes with it, its certificates included: a certificate names
  // the person, and they asked to be forgotten.
  lesson_progress: 'erase',
  lesson_check_passes: 'erase',
  lesson_media_positions: 'erase',
  exam_attempts: 'erase',
  certificates: 'erase',
  // The security log outlives the account; the address is taken out of its details.
  audit_log: 'keep',
  // The files go with the records that use them; a profile picture goes with the account.
  uploads: 'keep',
};

/**
 * Records that point at a user: what the resource table declares. Those a user's removal would
 * be refused for (orders, posts) stay, with the person taken out; the rest go with the account.
 */
const resourceLinks: readonly UserTable[] = allResources.flatMap((resource) =>
  resource.fields
    .filter((field) => kindOf(field).pointsTo === 'one' && field.reference === 'users')
    .map((field) => ({
      table: resource.key,
      column: columnOf(field),
      resource,
      onClose: (field.onDelete ?? 'restrict') === 'restrict' ? ('keep' as const) : ('erase' as const),
    })),
);

/** Every table with rows about a user, resource tables first. */
export function userTables(): UserTable[] {
  return [
    ...resourceLinks,
    ...Object.entries(SYSTEM_USER_TABLES).map(([table, onClose]) => ({ table, column: 'user_id', onClose })),
  ];
}

/** Tables of the database with a `user_id` column that neither the resource table nor SYSTEM_USER_TABLES covers. */
export async function unclassifiedUserTables(db: DbOrTrx): Promise<string[]> {
  const known = new Set(userTables().map((entry) => entry.table));
  return (await db.introspection.getTables())
    .filter((table) => !table.isView && !known.has(table.name))
    .filter((table) => table.columns.some((column) => column.name === 'user_id'))
    .map((table) => table.name);
}

/**
 * Columns that name or locate a person (a billing name, an address, a phone number): blanked in
 * the rows kept when an account closes.
 */
export const PERSONAL_COLUMN =
  /(^|_)(name|first_name|last_name|full_name|address|street|line1|line2|city|town|county|region|postcode|postal_code|zip|country|phone|email)(_|$)/;
