import { alpha, type Theme } from '@mui/material/styles';
import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Identifier } from 'react-admin';
import type { SavedState } from '../feedback/useSaveFeedback';

/** The record a save returned to this list with, for its rows and cards (ResourceList provides it). */
export const SavedRowContext = createContext<Identifier | undefined>(undefined);

/**
 * The saved record's id, read from the state the save's redirect carried (useSaveFeedback's
 * `savedId`) when the list opens, and kept: react-admin's list writes its stored sort, page and
 * filters into the address as it settles, with a navigation that carries no state, and a
 * highlight read from the current state went with it.
 */
export function useSavedId(): Identifier | undefined {
  const state = useLocation().state as SavedState | null;
  const [savedId] = useState(() => state?.savedId);
  return savedId;
}

/**
 * Whether a row or card shows the saved record, and if so brings it into view once drawn (the
 * element is found by the `data-saved` mark it carries).
 */
export function useIsSaved(id: Identifier | undefined): boolean {
  const savedId = useContext(SavedRowContext);
  const saved = savedId !== undefined && id !== undefined && String(id) === String(savedId);
  useEffect(() => {
    if (saved) document.querySelector('[data-saved]')?.scrollIntoView({ block: 'center' });
  }, [saved]);
  return saved;
}

/**
 * The look of the saved row or card, in light and dark mode: a tint of the theme's success colour
 * and a bar of it at the start, which also shows where the tint is faint.
 */
export const savedRowSx = {
  '& [data-saved]': {
    backgroundColor: (theme: Theme) => alpha(theme.palette.success.main, 0.14),
    boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.success.main}`,
  },
} as const;
