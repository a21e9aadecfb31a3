import { BulkDeleteButton } from 'react-admin';
import type { ResourceDef } from '../../src/resources';
import type { DeleteFeedback } from '../feedback/useDeleteFeedback';
import { BulkActionButton, bulkActionsOf } from './BulkActionButton';

export interface BulkButtonsProps {
  resource: ResourceDef;
  deleteFeedback: DeleteFeedback;
}

/** What the bulk bar offers once rows are selected: the table's bulk actions, then Delete. */
export function BulkButtons({ resource, deleteFeedback }: BulkButtonsProps) {
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
      {resource.endpoints.delete ? (
        <BulkDeleteButton mutationMode="pessimistic" mutationOptions={deleteFeedback} />
      ) : null}
    </>
  );
}

/** Whether a list has anything to do with selected rows, and so shows checkboxes. */
export const hasBulkButtons = (resource: ResourceDef): boolean =>
  Boolean(resource.endpoints.delete) || bulkActionsOf(resource).length > 0;
