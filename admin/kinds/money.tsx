import { NumberField } from 'react-admin';
import { GBP_FORMAT, GBP_LOCALE } from '../../src/ui/formatGbp';
import type { ConsoleView } from './consoleKind';

/** Pounds, shown as £12.50. */
export const money: ConsoleView = {
  display: (_field, common) => <NumberField {...common} locales={GBP_LOCALE} options={GBP_FORMAT} />,
};
