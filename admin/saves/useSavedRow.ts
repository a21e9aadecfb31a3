import type { SxProps } from '@mui/material/styles';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { RaRecord } from 'react-admin';
import type { SavedState } from '../feedback/useSaveFeedback';

const highlighted: SxProps = {
  backgroundColor: 'rgba(46, 125, 50, 0.14)',
  boxShadow: 'inset 4px 0 0 #2e7d32',
};

/** How often, and how long, to look for the row while the list draws it. */
const LOOK_EVERY_MS = 100;
const LOOK_TIMES = 50;

/**
 * A list reached by a save (useSaveFeedback's state `savedId`): the saved record's row is
 * scrolled into view and highlighted, so the administrator sees where it went. Answers the
 * Datagrid's `rowSx`, or undefined when no save led here.
 */
export function useSavedRow(): ((record: RaRecord) => SxProps) | undefined {
  const state = useLocation().state as SavedState | null;
  const savedId = state?.savedId;

  useEffect(() => {
    if (savedId === undefined) return;
    let times = 0;
    const timer = window.setInterval(() => {
      times += 1;
      const cell = [...document.querySelectorAll('table tbody td.column-id')].find(
        (td) => td.textContent?.trim() === String(savedId),
      );
      if (cell) cell.closest('tr')?.scrollIntoView({ block: 'center' });
      if (cell || times >= LOOK_TIMES) window.clearInterval(timer);
    }, LOOK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [savedId]);

  return useMemo(
    () =>
      savedId === undefined
        ? undefined
        : (record: RaRecord) => (String(record.id) === String(savedId) ? highlighted : {}),
    [savedId],
  );
}
