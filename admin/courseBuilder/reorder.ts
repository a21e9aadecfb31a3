import type { RaRecord } from 'react-admin';

/** The records whose `sort_order` must change for them to stand in this order (1, 2, 3...). */
export function orderChanges(records: readonly RaRecord[]): { record: RaRecord; sortOrder: number }[] {
  return records
    .map((record, index) => ({ record, sortOrder: index + 1 }))
    .filter(({ record, sortOrder }) => Number(record.sort_order) !== sortOrder);
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
