import { TextField } from 'react-admin';
import { textFilter } from './shared';
import type { ConsoleView } from './consoleKind';

/** One line: as text; filtered by typing. */
export const text: ConsoleView = {
  display: (_field, common) => <TextField {...common} />,
  filter: textFilter,
};
