import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useNotify } from 'react-admin';

/**
 * react-admin's "the form is not valid" toast, for the browser-side checks only. After a
 * refused save the server's errors sit on the fields and the table's failure toast has been
 * shown, so a second toast would only repeat it.
 */
export function NotifyClientInvalid() {
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  const notify = useNotify();
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    const fromServer =
      Object.values(errors).some((error) => error?.type === 'server') || errors.root?.serverError;
    if (Object.keys(errors).length > 0 && !fromServer) notify('ra.message.invalid_form', { type: 'error' });
  }, [submitCount, errors, notify]);
  return null;
}
