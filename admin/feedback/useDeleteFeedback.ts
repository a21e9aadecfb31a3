import { useCallback, useMemo } from 'react';
import { useRedirect, useUnselect, type Identifier } from 'react-admin';
import { failureText, resolveMessages, resolveRedirect, type ResourceDef } from '../../src/resources';
import { serverMessageOf } from './errorText';
import { useToast } from './useToast';

export interface DeleteFeedback {
  onSuccess: (data: unknown, variables: { id?: Identifier; ids?: Identifier[] }) => void;
  onError: (error: unknown) => void;
}

/**
 * Toasts and redirect of a delete (docs/legacy-api.md §2, §8). A delete stays where it was unless the
 * table says otherwise (lessons go back to their list); `leaveRecord` is set on a record's
 * own page, which cannot stay once its record is gone.
 */
export function useDeleteFeedback(resource: ResourceDef, leaveRecord = false): DeleteFeedback {
  const toast = useToast();
  const redirect = useRedirect();
  const unselect = useUnselect(resource.route);
  const deleted = resolveMessages(resource).deleted;
  const afterDelete = resolveRedirect(resource).afterDelete;

  const onSuccess = useCallback(
    (_data: unknown, variables: { id?: Identifier; ids?: Identifier[] }) => {
      toast(deleted, 'success');
      unselect(variables.ids ?? (variables.id === undefined ? [] : [variables.id]), true);
      if (afterDelete === 'list' || leaveRecord) redirect('list', resource.route);
    },
    [toast, deleted, unselect, afterDelete, leaveRecord, redirect, resource.route],
  );

  const onError = useCallback(
    (error: unknown) => toast(failureText(resource, 'delete', serverMessageOf(error)), 'error'),
    [toast, resource],
  );

  return useMemo(() => ({ onSuccess, onError }), [onSuccess, onError]);
}
