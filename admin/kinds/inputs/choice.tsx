import { SelectInput } from 'react-admin';
import { choicesOf } from '../../table/choices';
import type { KindInput } from '../consoleKind';

/** One of its choices, by label. */
export const choice: KindInput = ({ field, common }) => (
  <SelectInput {...common} choices={choicesOf(field)} />
);
