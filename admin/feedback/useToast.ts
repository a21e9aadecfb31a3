import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export type ToastKind = 'success' | 'error';

/**
 * A self-dismissing toast with exactly the given text. The text doubles as its own default
 * translation, so react-admin's i18n shows it unchanged (a server message is no message key).
 */
export function useToast(): (text: string | null | undefined, kind: ToastKind) => void {
  const notify = useNotify();
  return useCallback(
    (text, kind) => {
      if (text) notify(text, { type: kind, messageArgs: { _: text } });
    },
    [notify],
  );
}
