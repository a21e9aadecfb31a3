import type { SavedQuery } from 'react-admin';

export type QueryValue = SavedQuery['value'];

/** JSON with keys in order, so two queries built in a different order compare equal. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, stable(inner)]),
    );
  return value;
}

/** Whether a saved query is the list's current one (react-admin's FilterButton compares the same four parts). */
export const sameQuery = (a: QueryValue, b: QueryValue): boolean =>
  JSON.stringify(stable(a)) === JSON.stringify(stable(b));

/** The list address a saved query opens on, as react-admin's FilterButton writes it. */
export function savedQuerySearch(value: QueryValue): string {
  const search = new URLSearchParams({
    filter: JSON.stringify(value.filter ?? {}),
    page: '1',
    displayedFilters: JSON.stringify(value.displayedFilters ?? {}),
  });
  if (value.sort?.field) search.set('sort', value.sort.field);
  if (value.sort?.order) search.set('order', value.sort.order);
  if (value.perPage) search.set('perPage', String(value.perPage));
  return `?${search.toString()}`;
}
