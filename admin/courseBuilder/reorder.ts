import type { RaRecord } from 'react-admin';
import type { MindWellDataProvider } from '../../src/api/dataProvider';
import { ORDER_FIELD } from '../../src/contract/recordExtensions';

/** A record and the place number it must be given. */
export interface OrderChange {
  record: RaRecord;
  sortOrder: number;
}

/** The records whose `sort_order` must change for them to stand in this order (1, 2, 3...). */
export function orderChanges(records: readonly RaRecord[]): OrderChange[] {
  return records
    .map((record, index) => ({ record, sortOrder: index + 1 }))
    .filter(({ record, sortOrder }) => Number(record[ORDER_FIELD]) !== sortOrder);
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Saves a course's records in their new places: all in one call where the server offers it, so
 * a refusal leaves the order as it was; else (the legacy API) one update after another, each its
 * own audited save, which SQLite would write one at a time anyway.
 */
export async function saveOrderChanges(
  dataProvider: Pick<MindWellDataProvider, 'reorder' | 'update'>,
  route: string,
  courseId: number,
  changes: readonly OrderChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const positions = changes.map(({ record, sortOrder }) => ({
    id: Number(record.id),
    [ORDER_FIELD]: sortOrder,
  }));
  const saved = await dataProvider.reorder(route, { parentId: courseId, positions });
  if (saved) return;
  for (const { record, sortOrder } of changes)
    await dataProvider.update(route, {
      id: record.id,
      data: { [ORDER_FIELD]: sortOrder },
      previousData: record,
    });
}
