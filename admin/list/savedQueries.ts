import type { SavedQuery } from 'react-admin';

export type QueryValue = SavedQuery['value'];

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

/**
 * Whether a saved query is the list's current one, by the address each opens on: the four parts
 * react-admin's FilterButton compares. A saved query's filter comes back from that address in
 * the order it was saved in.
 */
export const sameQuery = (a: QueryValue, b: QueryValue): boolean =>
  savedQuerySearch(a) === savedQuerySearch(b);
