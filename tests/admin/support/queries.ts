import { screen, within } from '@testing-library/react';

/** The list row holding `text`, for acting on that record only. */
export function rowWith(text: string | RegExp): HTMLElement {
  const cell = screen.getByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`No table row holds ${String(text)}`);
  return row;
}

/** Queries scoped to the row holding `text`. */
export const inRow = (text: string | RegExp) => within(rowWith(text));

/** A route's create page with the form prefilled, as react-admin reads `?source=`. */
export const createWith = (route: string, values: Record<string, unknown>): string =>
  `/dashboard/admin/${route}/create?source=${encodeURIComponent(JSON.stringify(values))}`;
