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
} from 'react-admin';
import type { ResourceDef } from '../../src/resources';
import type { DeleteFeedback } from '../feedback/useDeleteFeedback';

export interface ConfirmDeleteButtonProps {
  resource: ResourceDef;
  feedback: DeleteFeedback;
}

// Clicks in the dialog (a portal, but inside the row in React's tree) must not open the row.
const keepInside = (event: MouseEvent) => event.stopPropagation();

/**
 * Delete, after a confirmation, waiting for the server's answer (pessimistic), with the
 * table's toasts and redirect. react-admin's DeleteButton does the same but reads the
 * enclosing form through react-hook-form, which would put the whole form library into
 * every list's download.
 */
export function ConfirmDeleteButton({ resource, feedback }: ConfirmDeleteButtonProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const representation = useGetRecordRepresentation(resource.route)(record);
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;

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
          setOpen(false);
          feedback.onSuccess(data, variables);
        },
        onError: (error: unknown) => {
          setOpen(false);
          feedback.onError(error);
        },
      },
    );

  return (
    <span onClick={keepInside}>
      <Button label="ra.action.delete" color="error" disabled={isPending} onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('ra.message.delete_title', names)}
        content={translate('ra.message.delete_content', names)}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
