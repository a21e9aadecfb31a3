import { DateField } from 'react-admin';
import { DATE_LOCALE } from './shared';
import type { ConsoleView } from './consoleKind';

/** A calendar day, the British way. */
export const date: ConsoleView = {
  display: (_field, common) => <DateField {...common} locales={DATE_LOCALE} />,
};
