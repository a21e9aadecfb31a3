import { NumberField } from 'react-admin';
import type { ConsoleView } from './consoleKind';

/** A number. */
export const number: ConsoleView = {
  display: (_field, common) => <NumberField {...common} />,
};
