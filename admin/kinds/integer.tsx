import { NumberField } from 'react-admin';
import type { ConsoleView } from './consoleKind';

/** A whole number. */
export const integer: ConsoleView = {
  display: (_field, common) => <NumberField {...common} />,
};
