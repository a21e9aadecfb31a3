import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useRedirect, type RaRecord } from 'react-admin';
import { failureText, resolveMessages, resolveRedirect, type ResourceDef } from '../../src/resources';
import { fieldMessagesOf, serverMessageOf } from './errorText';
import { useToast } from './useToast';

export type SaveOp = 'create' | 'update';

export interface SaveFeedback {
  /** After a save: the table's toast, then its redirect (or none when `stay`). */
  onSuccess: (record?: RaRecord) => void;
  /** The same, never leaving the form (a bundle's "Save and stay", "Save and add another"). */
  onSuccessStay: (record?: RaRecord) => void;
  onError: (error: unknown) => void;
}

/** What a list is told by a save that returns to it: the record to show highlighted. */
export interface SavedState {
  savedId?: RaRecord['id'];
}

/**
 * Toasts and redirects of a create or an update, all read from the table (docs/legacy-api.md §2, §8).
 * `onStay` runs when a save keeps the page where it is.
 */
export function useSaveFeedback(
  resource: ResourceDef,
  op: SaveOp,
  onStay?: (record?: RaRecord) => void,
): SaveFeedback {
  const toast = useToast();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const messages = resolveMessages(resource);
  const rule = resolveRedirect(resource);
  const target = op === 'create' ? rule.afterCreate : rule.afterUpdate;

  const succeed = useCallback(
    (stay: boolean, record?: RaRecord) => {
      toast(op === 'create' ? messages.created : messages.updated, 'success');
      // Blogs and lessons: the list is read again, not patched from the answer.
      if (rule.reloadAfterSave) void queryClient.invalidateQueries({ queryKey: [resource.route, 'getList'] });
      const saved: SavedState = { savedId: record?.id };
      if (target === 'list' && !stay) redirect('list', resource.route, undefined, undefined, saved);
      else onStay?.(record);
    },
    [
      toast,
      op,
      messages.created,
      messages.updated,
      rule.reloadAfterSave,
      queryClient,
      resource.route,
      target,
      redirect,
      onStay,
    ],
  );

  const onError = useCallback(
    (error: unknown) => {
      const split = messages.splitErrorsOf ? fieldMessagesOf(error, messages.splitErrorsOf) : [];
      if (split.length) {
        for (const message of split) toast(message, 'error');
        return;
      }
      toast(failureText(resource, op, serverMessageOf(error)), 'error');
    },
    [messages.splitErrorsOf, toast, resource, op],
  );

  return useMemo(
    () => ({
      onSuccess: (record?: RaRecord) => succeed(false, record),
      onSuccessStay: (record?: RaRecord) => succeed(true, record),
      onError,
    }),
    [succeed, onError],
  );
}
