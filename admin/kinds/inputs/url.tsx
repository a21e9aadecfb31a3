import { TextInput } from 'react-admin';
import type { KindInputs } from '../consoleKind';

/** A web address, typed as one. */
export const url: KindInputs = {
  input: ({ common }) => <TextInput {...common} type="url" />,
};
