import { SelectField, SelectInput } from 'react-admin';
import { choicesOf } from '../table/choices';
import type { ConsoleView } from './consoleKind';

/** One of its choices, shown and filtered by label. */
export const choice: ConsoleView = {
  display: (field, common) => <SelectField {...common} choices={choicesOf(field)} />,
  filter: (field, props) => <SelectInput {...props} choices={choicesOf(field)} />,
};
