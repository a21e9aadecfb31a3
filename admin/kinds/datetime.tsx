import { DateField } from 'react-admin';
import { DATE_LOCALE } from './shared';
import type { ConsoleView } from './consoleKind';

/** A moment, the British way, with its time. */
export const datetime: ConsoleView = {
  display: (_field, common) => <DateField {...common} locales={DATE_LOCALE} showTime />,
};
