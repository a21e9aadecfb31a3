import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useListContext, useUnselectAll } from 'react-admin';
import type { MindWellDataProvider } from '../../src/api/dataProvider';
import type { ActionDef, FieldDef, ResourceDef } from '../../src/resources';
import { actionFailureText, offersSelect, valueButtonLabel } from '../actions/actionLabels';
import { patchCachedRecords } from '../actions/patchCachedRecords';
import { serverMessageOf } from '../feedback/errorText';
import { useToast } from '../feedback/useToast';

/**
 * The actions a list offers on its selected rows: those shown as one button per value that ask
 * for nothing first (approve and reject a comment). Not one that makes a record the only one
 * (featuring a tip) nor one that asks for a reason (revoking a certificate).
 */
export function bulkActionsOf(resource: ResourceDef): ActionDef[] {
  return (resource.actions ?? []).filter((action) => {
    const field = resource.fields.find((candidate) => candidate.name === action.field);
    return (
      (action.values?.length ?? 0) > 1 &&
      !offersSelect(action, field) &&
      !action.input &&
      action.resetOthersTo === undefined
    );
  });
}

export interface BulkActionButtonProps {
  resource: ResourceDef;
  action: ActionDef;
  field: FieldDef | undefined;
  value: string | number;
}

/**
 * One action's value for every selected row ("Approve" in the bulk bar): the action's own call
 * once per record (docs/legacy-api.md has no call for many), each change put in the cache as it
 * is answered, then one toast and the selection cleared.
 */
export function BulkActionButton({ resource, action, field, value }: BulkActionButtonProps) {
  const dataProvider = useDataProvider<MindWellDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { selectedIds, data } = useListContext();
  const unselectAll = useUnselectAll(resource.route);
  const { mutate, isPending } = useMutation({
    mutationKey: [resource.route, 'bulkAction', action.name],
    mutationFn: async (ids: readonly (string | number)[]) => {
      for (const id of ids) {
        const record = data?.find((candidate) => String(candidate.id) === String(id));
        const { data: changed } = await dataProvider.runAction(resource.route, {
          action: action.name,
          id,
          value,
          record,
        });
        patchCachedRecords(queryClient, resource.route, action, { ...changed, id: changed?.id ?? id }, value);
      }
    },
    onSuccess: () => {
      toast(action.success ?? null, 'success');
      unselectAll();
    },
    onError: (error) => toast(actionFailureText(action, serverMessageOf(error)), 'error'),
  });
  return (
    <Button
      label={valueButtonLabel(action, field, value)}
      disabled={isPending || selectedIds.length === 0}
      aria-busy={isPending || undefined}
      onClick={() => mutate([...selectedIds])}
    />
  );
}
