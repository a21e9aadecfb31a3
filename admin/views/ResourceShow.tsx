import { Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { RecordActions } from '../actions/RecordActions';
import { HistoryButton } from '../audit/HistoryButton';
import { ConfirmDeleteButton } from '../buttons/ConfirmDeleteButton';
import { useDeleteFeedback } from '../feedback/useDeleteFeedback';
import { fieldDisplay } from '../fields/fieldDisplay';
import { useResourceDef } from '../table/resourceByRoute';

/**
 * The page of a record the console does not edit (orders): every field by its kind, a list
 * field (an order's items) as a table, money in GBP; delete where the table allows it.
 */
export default function ResourceShow() {
  const resource = useResourceDef();
  const deleteFeedback = useDeleteFeedback(resource, true);
  return (
    <Show
      actions={
        <TopToolbar>
          <RecordActions resource={resource} />
          {resource.endpoints.delete ? (
            <ConfirmDeleteButton resource={resource} feedback={deleteFeedback} />
          ) : null}
          <HistoryButton resource={resource} />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" label="ID" />
        {resource.fields.map((field) => fieldDisplay(field, false))}
      </SimpleShowLayout>
    </Show>
  );
}
