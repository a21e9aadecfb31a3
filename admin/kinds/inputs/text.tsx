import { TextInput } from 'react-admin';
import type { KindInputs } from '../consoleKind';

const toUpperCase = (value: string | null) => (typeof value === 'string' ? value.toUpperCase() : value);

/** One line; in capitals where the table says so. */
export const text: KindInputs = {
  input: ({ field, common }) => (
    <TextInput {...common} type="text" parse={field.upperCase ? toUpperCase : undefined} />
  ),
};
