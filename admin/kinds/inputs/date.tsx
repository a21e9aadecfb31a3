import { DateInput } from 'react-admin';
import type { KindInputs } from '../consoleKind';

/** A calendar day. */
export const date: KindInputs = {
  input: ({ common }) => <DateInput {...common} />,
};
