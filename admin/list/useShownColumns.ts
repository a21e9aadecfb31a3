import { useEffect, useMemo, type ReactElement } from 'react';
import { useStore, type ConfigurableDatagridColumn } from 'react-admin';

/** The columns shown: those chosen with the Columns button, else all but the omitted ones. */
export const shownIndexes = (
  available: readonly ConfigurableDatagridColumn[],
  omit: readonly string[],
  chosen: string[] | undefined,
): string[] =>
  chosen ??
  available.filter((column) => !column.source || !omit.includes(column.source)).map((column) => column.index);

interface ColumnProps {
  source?: string;
  label?: unknown;
}

/**
 * The columns of a list to draw, kept where react-admin's DatagridConfigurable keeps them
 * (`preferences.<resource>.datagrid`: availableColumns, omit, columns), so its Columns button
 * (SelectColumnsButton) shows and hides them. Done here rather than by DatagridConfigurable,
 * which adds its page editor to every console's first download and draws an empty table
 * before it has learnt the columns.
 */
export function useShownColumns(
  resource: string,
  columns: readonly ReactElement<ColumnProps>[],
  omit: readonly string[],
): ReactElement[] {
  const key = `preferences.${resource}.datagrid`;
  const available = useMemo<ConfigurableDatagridColumn[]>(
    () =>
      columns.map((column, index) => ({
        index: String(index),
        source: column.props.source,
        label: typeof column.props.label === 'string' ? column.props.label : undefined,
      })),
    [columns],
  );
  const [known, setKnown] = useStore<ConfigurableDatagridColumn[]>(`${key}.availableColumns`, []);
  const [omitted, setOmitted] = useStore<string[] | undefined>(`${key}.omit`, [...omit]);
  const [chosen] = useStore<string[] | undefined>(`${key}.columns`);

  useEffect(() => {
    // First visit, or the table's columns changed: start again from the defaults.
    if (known.length === available.length) return;
    setKnown(available);
    setOmitted([...omit]);
  }, [known.length, available, omit, setKnown, setOmitted]);

  return shownIndexes(available, omitted ?? omit, chosen)
    .map((index) => columns[Number(index)])
    .filter(Boolean);
}
