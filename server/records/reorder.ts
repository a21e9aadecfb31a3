import { ORDER_FIELD, type Position } from '../../src/contract/recordExtensions';
import type { FieldDef, ResourceDef } from '../../src/resources';
import type { Actor } from '../audit';
import type { DbOrTrx } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { unprocessable } from '../errors';
import { findRow, updateRecord } from './store';
import type { Values } from './validation';
import { fromRow } from './wire';

/** The reference a resource's records are put in order within (a topic's course), if any. */
export const orderedWithinOf = (resource: ResourceDef): FieldDef | undefined =>
  resource.fields.find((field) => field.name === resource.orderedWithin);

/**
 * Saves records in their new places among the records of one parent (a course's topics), each
 * through the same update as a save in the console (its checks, hooks and audit entry), all in
 * one transaction: a parent or record that is not there, or a record of another parent, refuses
 * them all with 422, and nothing is saved. A record already in its place is left as it is.
 * Answers the records as they now are, in the order given.
 */
export async function reorderRecords(
  db: DbOrTrx,
  resource: ResourceDef,
  parent: { resource: ResourceDef; id: number },
  positions: readonly Position[],
  options: { actor?: Actor } = {},
): Promise<Values[]> {
  const field = orderedWithinOf(resource);
  if (!field) throw new Error(`${resource.key} is not put in order within anything`);
  const what = resource.singular.toLowerCase();
  const parentName = parent.resource.singular.toLowerCase();
  return inTransaction(db, async (trx) => {
    // Locked on PostgreSQL: two reorders of one course at once would otherwise interleave their
    // places. SQLite runs one write transaction at a time already.
    const found = await findRow(trx, parent.resource, parent.id, true);
    if (!found) throw unprocessable({ [field.name]: [`No ${parentName} has the id ${parent.id}.`] });
    const saved: Values[] = [];
    for (const [index, { id, sort_order }] of positions.entries()) {
      const row = await findRow(trx, resource, id);
      if (!row) throw unprocessable({ [`positions.${index}.id`]: [`No ${what} has the id ${id}.`] });
      const current = fromRow(resource, row);
      if (current[field.name] !== parent.id)
        throw unprocessable({
          [`positions.${index}.id`]: [`${resource.singular} ${id} belongs to another ${parentName}.`],
        });
      saved.push(
        current[ORDER_FIELD] === sort_order
          ? current
          : await updateRecord(trx, resource, id, { [ORDER_FIELD]: sort_order }, options),
      );
    }
    return saved;
  });
}
