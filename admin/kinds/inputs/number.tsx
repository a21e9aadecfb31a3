import { NumberInput } from 'react-admin';
import type { KindInput } from '../consoleKind';

/** A number within the field's bounds. */
export const number: KindInput = ({ field, common }) => (
  <NumberInput {...common} min={field.min} max={field.max} />
);
