import { TextInput } from 'react-admin';
import type { KindInputs } from '../consoleKind';

/** An email address, typed as one. */
export const email: KindInputs = {
  input: ({ common }) => <TextInput {...common} type="email" />,
};
