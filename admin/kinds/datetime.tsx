import { DateField, DateInput } from 'react-admin';
import { DATE_LOCALE } from './shared';
import type { ConsoleView } from './consoleKind';

/** A moment, the British way, with its time; filtered by its day. */
export const datetime: ConsoleView = {
  display: (_field, common) => <DateField {...common} locales={DATE_LOCALE} showTime />,
  filter: (_field, props) => <DateInput {...props} />,
};
