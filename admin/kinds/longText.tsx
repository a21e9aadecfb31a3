import { TextField } from 'react-admin';
import { clampSx, textFilter } from './shared';
import type { ConsoleView } from './consoleKind';

/** Paragraphs: two lines in a list; filtered by typing. */
export const longText: ConsoleView = {
  display: (_field, common, inList) => <TextField {...common} sx={inList ? clampSx : undefined} />,
  filter: textFilter,
};
