import { BulkDeleteButton, useListContext } from 'react-admin';
import { KEPT_RECORDS_FEATURE } from '../../src/contract/features';
import { type ResourceDef, whyKept } from '../../src/resources';
import { useServerOffers } from '../layout/useServerOffers';
import type { DeleteFeedback } from '../feedback/useDeleteFeedback';
import { BulkActionButton, bulkActionsOf } from './BulkActionButton';

export interface BulkButtonsProps {
  resource: ResourceDef;
  deleteFeedback: DeleteFeedback;
}

/** What the bulk bar offers once rows are selected: the table's bulk actions, then Delete. */
export function BulkButtons({ resource, deleteFeedback }: BulkButtonsProps) {
  const { data, selectedIds } = useListContext();
  // Until the server has said, a record it may keep shows no Delete.
  const keeps = useServerOffers(KEPT_RECORDS_FEATURE) !== false && resource.deletableWhen !== undefined;
  // Delete is offered for a selection the server would delete whole: none of it kept.
  const keptSelected =
    keeps && (data ?? []).some((record) => selectedIds.includes(record.id) && whyKept(resource, record));
  return (
    <>
      {bulkActionsOf(resource).map((action) => {
        const field = resource.fields.find((candidate) => candidate.name === action.field);
        return (action.values ?? []).map((value) => (
          <BulkActionButton
            key={`${action.name}-${value}`}
            resource={resource}
            action={action}
            field={field}
            value={value}
          />
        ));
      })}
      {resource.endpoints.delete && !keptSelected ? (
        <BulkDeleteButton mutationMode="pessimistic" mutationOptions={deleteFeedback} />
      ) : null}
    </>
  );
}

/** Whether a list has anything to do with selected rows, and so shows checkboxes. */
export const hasBulkButtons = (resource: ResourceDef): boolean =>
  Boolean(resource.endpoints.delete) || bulkActionsOf(resource).length > 0;
