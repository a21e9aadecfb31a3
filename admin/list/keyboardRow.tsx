import type { KeyboardEvent } from 'react';
import { DatagridBody, DatagridRow } from 'react-admin';

/**
 * Enter on a focused row opens it, as a click does. Only on the row itself: Enter on a button
 * or a link inside the row is theirs.
 */
function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  event.currentTarget.click();
}

/** The body of a list whose rows Tab reaches, each opened with Enter. */
export const keyboardBody = <DatagridBody row={<DatagridRow tabIndex={0} onKeyDown={openOnEnter} />} />;
