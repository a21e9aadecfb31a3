import { SelectInput } from 'react-admin';
import { FlagInput } from '../../inputs/FlagInput';
import { FLAG_CHOICES } from '../../table/choices';
import type { KindInputs } from '../consoleKind';

/** A switch. */
export const flag: KindInputs = {
  input: ({ common }) => <FlagInput {...common} />,
  filter: (_field, props) => <SelectInput {...props} choices={FLAG_CHOICES} />,
};
