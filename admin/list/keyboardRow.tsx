import type { KeyboardEvent } from 'react';
import { DatagridBody, DatagridRow, type DatagridRowProps } from 'react-admin';
import { useIsSaved } from '../saves/useSavedRow';

/**
 * Enter on a focused row opens it, as a click does. Only on the row itself: Enter on a button
 * or a link inside the row is theirs.
 */
function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  event.currentTarget.click();
}

/** A row Tab reaches and Enter opens, marked when it shows the record a save returned with. */
function KeyboardRow(props: DatagridRowProps) {
  const saved = useIsSaved(props.id);
  return <DatagridRow {...props} tabIndex={0} onKeyDown={openOnEnter} data-saved={saved || undefined} />;
}

/** The body of a list whose rows Tab reaches, each opened with Enter. */
export const keyboardBody = <DatagridBody row={<KeyboardRow />} />;
