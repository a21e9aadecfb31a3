import { SelectInput } from 'react-admin';
import { choicesOf } from '../../table/choices';
import type { KindInputs } from '../consoleKind';

/** One of its choices, by label. */
export const choice: KindInputs = {
  input: ({ field, common }) => <SelectInput {...common} choices={choicesOf(field)} />,
};
