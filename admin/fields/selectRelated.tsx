import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  useCreatePath,
  useGetMany,
  useGetRecordRepresentation,
  useListContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { oneQueryKey } from '../../src/api/prefetch';
import { getResource, type FieldDef } from '../../src/resources';
import { recordPage } from '../table/recordPage';

/** What a reference column of the page knows: its records by id, and how to show and link one. */
export interface RelatedColumn {
  records: ReadonlyMap<string, RaRecord>;
  isPending: boolean;
  error: unknown;
  represent(record: RaRecord): ReactNode;
  pathOf(id: Identifier): string | false;
}

const RelatedColumns = createContext<ReadonlyMap<string, RelatedColumn>>(new Map());

/** The column of the list page that `source` names, when a `SelectRelated` above fetched it. */
export const useRelatedColumn = (source: string): RelatedColumn | undefined =>
  useContext(RelatedColumns).get(source);

/**
 * The records already in the cache under their getOne keys (the console's prefetch puts every
 * first page there), as one answer with the time of its oldest part; none if one is missing.
 */
function cachedRecords(queryClient: QueryClient, resource: string, ids: readonly string[]) {
  const records: RaRecord[] = [];
  let updatedAt = Number.POSITIVE_INFINITY;
  for (const id of ids) {
    const state = queryClient.getQueryState<RaRecord>(oneQueryKey(resource, id));
    if (state?.data === undefined) return undefined;
    records.push(state.data);
    updatedAt = Math.min(updatedAt, state.dataUpdatedAt);
  }
  return { records, updatedAt };
}

function RelatedColumnProvider({ field, children }: { field: FieldDef; children: ReactNode }) {
  const target = getResource(field.reference ?? '');
  const reference = target.route;
  const link = recordPage(target);
  const { data } = useListContext();
  const queryClient = useQueryClient();
  const ids = useMemo(() => {
    const seen = new Set<string>();
    for (const row of data ?? []) {
      const id: unknown = row[field.name];
      if (id !== null && id !== undefined && id !== '') seen.add(String(id));
    }
    return [...seen].sort();
  }, [data, field.name]);
  // Records the cache holds and still trusts are shown without asking the server again.
  const cached = useMemo(() => cachedRecords(queryClient, reference, ids), [queryClient, reference, ids]);
  const {
    data: records,
    isPending,
    error,
  } = useGetMany(
    reference,
    { ids },
    {
      enabled: ids.length > 0,
      initialData: cached?.records,
      initialDataUpdatedAt: cached?.updatedAt,
    },
  );
  const represent = useGetRecordRepresentation(reference);
  const createPath = useCreatePath();
  const outer = useContext(RelatedColumns);
  const columns = useMemo(() => {
    const column: RelatedColumn = {
      records: new Map((records ?? []).map((record) => [String(record.id), record])),
      isPending: ids.length > 0 && isPending,
      error,
      represent,
      pathOf: (id) => (link ? createPath({ resource: reference, id, type: link }) : false),
    };
    return new Map(outer).set(field.name, column);
  }, [outer, field.name, records, ids.length, isPending, error, represent, link, createPath, reference]);
  return <RelatedColumns.Provider value={columns}>{children}</RelatedColumns.Provider>;
}

/**
 * Django admin's `list_select_related` for a react-admin list: the records the page's
 * reference columns point at, fetched once per column (one `getMany` of the page's ids) and
 * shared with the rows through context. react-admin's `<ReferenceField>` does this row by row,
 * with a query and two access checks per cell, which was a third of a list's rendering time.
 */
export function SelectRelated({ fields, children }: { fields: readonly FieldDef[]; children: ReactNode }) {
  return fields.reduceRight<ReactNode>(
    (inner, field) => (
      <RelatedColumnProvider key={field.name} field={field}>
        {inner}
      </RelatedColumnProvider>
    ),
    children,
  );
}
