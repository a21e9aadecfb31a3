import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { MindWellDataProvider } from '../../src/api/dataProvider';
import type { ActionDef, ResourceDef } from '../../src/resources';
import { serverMessageOf } from '../feedback/errorText';
import { useToast } from '../feedback/useToast';
import { actionFailureText } from './actionLabels';
import { patchCachedRecords } from './patchCachedRecords';

export interface ActionRun {
  record: RaRecord;
  value: string | number;
}

/**
 * One table action (docs/legacy-api.md §4) as a mutation with its own pending state: the call, then the
 * cache patched and the table's toasts.
 */
export function useRunAction(resource: ResourceDef, action: ActionDef) {
  const dataProvider = useDataProvider<MindWellDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: [resource.route, 'action', action.name],
    mutationFn: ({ record, value }: ActionRun) =>
      dataProvider.runAction(resource.route, { action: action.name, id: record.id, value, record }),
    onSuccess: ({ data }, { record, value }) => {
      patchCachedRecords(queryClient, resource.route, action, { ...data, id: data?.id ?? record.id }, value);
      toast(action.success ?? null, 'success');
    },
    onError: (error) => toast(actionFailureText(action, serverMessageOf(error)), 'error'),
  });
}
