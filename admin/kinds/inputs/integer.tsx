import { NumberInput } from 'react-admin';
import type { KindInputs } from '../consoleKind';

/** A whole number within the field's bounds. */
export const integer: KindInputs = {
  input: ({ field, common }) => <NumberInput {...common} step={1} min={field.min} max={field.max} />,
};
