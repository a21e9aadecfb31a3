import { EmailField } from 'react-admin';
import type { ConsoleView } from './consoleKind';

/** An email address, as a mail link. */
export const email: ConsoleView = {
  display: (_field, common) => <EmailField {...common} />,
};
