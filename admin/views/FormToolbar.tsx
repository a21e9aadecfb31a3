import Box from '@mui/material/Box';
import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmingSaveButton } from '../saves/ConfirmingSaveButton';
import { resolveRedirect, type ResourceDef } from '../../src/resources';
import { ConfirmDeleteButton } from '../buttons/ConfirmDeleteButton';
import { useDeleteFeedback } from '../feedback/useDeleteFeedback';
import type { SaveFeedback } from '../feedback/useSaveFeedback';
import type { FormOp } from '../inputs/FieldInput';

export interface FormToolbarProps {
  resource: ResourceDef;
  op: FormOp;
  feedback: SaveFeedback;
}

/**
 * Save (asking first about a change the table says to confirm); on a create, "Save and add
 * another", which keeps the create form whatever the table's redirect; on an update, "Save and
 * stay" where the table gives the no-redirect flag (bundles: the flag's meaning is kept here and
 * never sent), and a delete that asks first.
 */
export function FormToolbar({ resource, op, feedback }: FormToolbarProps) {
  const deleteFeedback = useDeleteFeedback(resource, true);
  const canStay = op === 'update' && Boolean(resolveRedirect(resource).noRedirectFlag);
  return (
    <Toolbar sx={{ gap: 1 }}>
      <ConfirmingSaveButton resource={resource} />
      {op === 'create' ? (
        <ConfirmingSaveButton
          resource={resource}
          type="button"
          label="Save and add another"
          variant="outlined"
          mutationOptions={{ onSuccess: feedback.onSuccessStay }}
        />
      ) : null}
      {canStay ? (
        <SaveButton
          type="button"
          label="Save and stay"
          variant="outlined"
          mutationOptions={{ onSuccess: feedback.onSuccessStay }}
        />
      ) : null}
      <Box sx={{ flex: 1 }} />
      {op === 'update' && resource.endpoints.delete ? (
        <ConfirmDeleteButton resource={resource} feedback={deleteFeedback} />
      ) : null}
    </Toolbar>
  );
}
