import { SelectField } from 'react-admin';
import { choicesOf } from '../table/choices';
import type { ConsoleView } from './consoleKind';

/** One of its choices, shown by label. */
export const choice: ConsoleView = {
  display: (field, common) => <SelectField {...common} choices={choicesOf(field)} />,
};
