import { DateTimeInput } from 'react-admin';
import type { KindInputs } from '../consoleKind';

/** A day and a time. */
export const datetime: KindInputs = {
  input: ({ common }) => <DateTimeInput {...common} />,
};
