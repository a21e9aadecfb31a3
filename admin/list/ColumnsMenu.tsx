import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { useState } from 'react';
import { useResourceContext, useStore, type ConfigurableDatagridColumn } from 'react-admin';
import { CheckMenuItem } from './CheckMenuItem';
import { shownIndexes } from './useShownColumns';

/**
 * "Columns": shows or hides each column of the list, in the preferences react-admin's
 * SelectColumnsButton writes (`preferences.<resource>.datagrid.columns`, read by
 * `useShownColumns`). A menu of the parts the list already loads: SelectColumnsButton's
 * switches and drag handles would add 2 KB to every console's first download.
 */
export function ColumnsMenu() {
  const resource = useResourceContext();
  const key = `preferences.${resource}.datagrid`;
  const [available] = useStore<ConfigurableDatagridColumn[]>(`${key}.availableColumns`, []);
  const [omit] = useStore<string[]>(`${key}.omit`, []);
  const [columns, setColumns] = useStore<string[] | undefined>(`${key}.columns`);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = shownIndexes(available, omit, columns);
  const toggle = (index: string) =>
    setColumns(
      shown.includes(index)
        ? shown.filter((candidate) => candidate !== index)
        : // Back in its place among the others, as the table orders them.
          [...shown, index].sort((a, b) => Number(a) - Number(b)),
    );
  return (
    <>
      <Button size="small" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        Columns
      </Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {/* A row's own buttons (Delete) have no name and stay. */}
        {available
          .filter((column) => column.source || column.label)
          .map((column) => {
            const on = shown.includes(column.index);
            return (
              <CheckMenuItem key={column.index} on={on} onClick={() => toggle(column.index)}>
                {column.label ?? column.source}
              </CheckMenuItem>
            );
          })}
      </Menu>
    </>
  );
}
