import { NumberInput } from 'react-admin';
import type { KindInputs } from '../consoleKind';

/** A number within the field's bounds. */
export const number: KindInputs = {
  input: ({ field, common }) => <NumberInput {...common} min={field.min} max={field.max} />,
};
