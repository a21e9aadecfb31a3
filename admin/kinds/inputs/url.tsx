import { TextInput } from 'react-admin';
import { textFilter } from './filters';
import type { KindInputs } from '../consoleKind';

/** A web address, typed as one. */
export const url: KindInputs = {
  input: ({ common }) => <TextInput {...common} type="url" />,
  filter: textFilter,
};
