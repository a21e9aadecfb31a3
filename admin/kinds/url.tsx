import { UrlField } from 'react-admin';
import type { ConsoleView } from './consoleKind';

/** A web address, opened in a new tab. */
export const url: ConsoleView = {
  display: (_field, common) => <UrlField {...common} target="_blank" rel="noopener noreferrer" />,
};
