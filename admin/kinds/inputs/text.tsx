import { TextInput } from 'react-admin';
import type { KindInput } from '../consoleKind';

const toUpperCase = (value: string | null) => (typeof value === 'string' ? value.toUpperCase() : value);

/** One line; in capitals where the table says so. */
export const text: KindInput = ({ field, common }) => (
  <TextInput {...common} type="text" parse={field.upperCase ? toUpperCase : undefined} />
);
