import { NumberInput } from 'react-admin';
import type { KindInput } from '../consoleKind';

/** A whole number within the field's bounds. */
export const integer: KindInput = ({ field, common }) => (
  <NumberInput {...common} step={1} min={field.min} max={field.max} />
);
