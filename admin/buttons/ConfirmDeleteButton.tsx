import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useDelete,
  useGetRecordRepresentation,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { KEPT_RECORDS_FEATURE } from '../../src/contract/features';
import { type ResourceDef, whyKept } from '../../src/resources';
import { useServerOffers } from '../layout/useServerOffers';
import type { DeleteFeedback } from '../feedback/useDeleteFeedback';
import { DeleteConfirmContent } from '../saves/DeleteConfirmContent';

export interface ConfirmDeleteButtonProps {
  resource: ResourceDef;
  feedback: DeleteFeedback;
  /** The column's heading in a list, which react-admin reads from the element: never empty. */
  label?: string;
}

// Clicks in the dialog (a portal, but inside the row in React's tree) must not open the row.
const keepInside = (event: MouseEvent) => event.stopPropagation();

/**
 * Delete, after a confirmation, waiting for the server's answer (pessimistic), with the
 * table's toasts and redirect. react-admin's DeleteButton does the same but reads the
 * enclosing form through react-hook-form, which would put the whole form library into
 * every list's download. The dialog and its mutation exist once the button is first clicked:
 * a list draws this button on every row. A record the server keeps (a paid order) has none,
 * where the server says it keeps them.
 */
export function ConfirmDeleteButton({ resource, feedback }: ConfirmDeleteButtonProps) {
  const record = useRecordContext();
  // Until the server has said, a record it may keep shows no Delete.
  const keeps = useServerOffers(KEPT_RECORDS_FEATURE) !== false && resource.deletableWhen !== undefined;
  const [open, setOpen] = useState(false);
  // Mounted on the first click and kept, so the dialog can play its closing transition.
  const [asked, setAsked] = useState(false);
  if (!record || (keeps && whyKept(resource, record))) return null;
  return (
    <span onClick={keepInside}>
      <Button
        label="ra.action.delete"
        color="error"
        disabled={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      {asked ? (
        <ConfirmDelete
          resource={resource}
          feedback={feedback}
          record={record}
          isOpen={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </span>
  );
}

interface ConfirmDeleteProps extends ConfirmDeleteButtonProps {
  record: RaRecord;
  isOpen: boolean;
  onClose(): void;
}

function ConfirmDelete({ resource, feedback, record, isOpen, onClose }: ConfirmDeleteProps) {
  const translate = useTranslate();
  const representation = useGetRecordRepresentation(resource.route)(record);
  const [deleteOne, { isPending }] = useDelete();
  const names = {
    name: resource.singular,
    id: record.id,
    recordRepresentation: typeof representation === 'string' ? representation : `#${record.id}`,
  };
  const confirm = () =>
    deleteOne(
      resource.route,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (data: unknown, variables: { id?: Identifier }) => {
          onClose();
          feedback.onSuccess(data, variables);
        },
        onError: (error: unknown) => {
          onClose();
          feedback.onError(error);
        },
      },
    );
  return (
    <Confirm
      isOpen={isOpen}
      loading={isPending}
      title={translate('ra.message.delete_title', names)}
      content={
        <DeleteConfirmContent
          resource={resource}
          ids={[record.id]}
          what={`${resource.singular} ${names.recordRepresentation}`}
          question={translate('ra.message.delete_content', names)}
        />
      }
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
