import { ArrayField, Datagrid } from 'react-admin';
import type { ConsoleView } from './consoleKind';

/** Objects of its fields: a table of its items. */
export const list: ConsoleView = {
  display: (field, common, _inList, show) => (
    <ArrayField {...common}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {(field.fields ?? []).map((item) => show(item, false))}
      </Datagrid>
    </ArrayField>
  ),
};
