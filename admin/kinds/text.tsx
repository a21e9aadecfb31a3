import { TextField } from 'react-admin';
import type { ConsoleView } from './consoleKind';

/** One line: as text. */
export const text: ConsoleView = {
  display: (_field, common) => <TextField {...common} />,
};
