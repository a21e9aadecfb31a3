import { FileField } from 'react-admin';
import type { ConsoleView } from './consoleKind';

/** A file, opened in a new tab. */
export const file: ConsoleView = {
  display: (_field, common) => <FileField {...common} target="_blank" rel="noopener noreferrer" />,
};
