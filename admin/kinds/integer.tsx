import { NumberField } from 'react-admin';
import { numberFilter } from './shared';
import type { ConsoleView } from './consoleKind';

/** A whole number. */
export const integer: ConsoleView = {
  display: (_field, common) => <NumberField {...common} />,
  filter: numberFilter,
};
