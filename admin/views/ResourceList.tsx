import { BulkDeleteButton, Datagrid, ListBase, TextField } from 'react-admin';
import { defaultListParams } from '../../src/api/lists';
import { RecordActions } from '../actions/RecordActions';
import { csvExporter } from '../export/csvExporter';
import { ConfirmDeleteButton } from '../buttons/ConfirmDeleteButton';
import { useDeleteFeedback } from '../feedback/useDeleteFeedback';
import { fieldDisplay } from '../fields/fieldDisplay';
import { SelectRelated } from '../fields/selectRelated';
import { ListShell } from '../list/ListShell';
import { useSavedRow } from '../saves/useSavedRow';
import { recordPage } from '../table/recordPage';
import { useResourceDef } from '../table/resourceByRoute';

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * Every resource's list, from its table entry: the `list` fields as columns (sortable where
 * the table says), search and filters, the actions, CSV export and deletes that ask first.
 */
export default function ResourceList() {
  const resource = useResourceDef();
  const deleteFeedback = useDeleteFeedback(resource);
  // The same first page the console prefetched, so it shows from the cache at once.
  const { pagination, sort } = defaultListParams(resource);
  const pageSizes = [...new Set([...PAGE_SIZES, pagination.perPage])].sort((a, b) => a - b);
  const canDelete = Boolean(resource.endpoints.delete);
  const savedRowSx = useSavedRow();

  return (
    <ListBase sort={sort} perPage={pagination.perPage} exporter={csvExporter(resource)}>
      <ListShell resource={resource} pageSizes={pageSizes}>
        <SelectRelated fields={resource.fields.filter((field) => field.list && field.kind === 'reference')}>
          <Datagrid
            rowClick={recordPage(resource)}
            rowSx={savedRowSx}
            bulkActionButtons={
              canDelete ? (
                <BulkDeleteButton mutationMode="pessimistic" mutationOptions={deleteFeedback} />
              ) : (
                false
              )
            }
          >
            <TextField source="id" label="ID" />
            {resource.fields.filter((field) => field.list).map((field) => fieldDisplay(field, true))}
            {resource.actions?.length ? <RecordActions label="Actions" resource={resource} /> : null}
            {canDelete ? <ConfirmDeleteButton resource={resource} feedback={deleteFeedback} /> : null}
          </Datagrid>
        </SelectRelated>
      </ListShell>
    </ListBase>
  );
}
