import { useState, type FormEvent } from 'react';
import { ApiError, type FieldErrors } from '../api/client';

export interface SubmitOptions {
  /** Told of a failed `work` (a toast, a message on the form), after its field errors are kept. */
  onFailure: (failure: unknown) => void;
  /**
   * The form's page goes away on success (a sign-in moves on): `sending` stays on until it
   * does, so the page never shows itself ready again in between.
   */
  leavesPage?: boolean;
}

/**
 * A form's submit, the same for every form of the site: the browser's own submit prevented,
 * `sending` while `work` runs (the button says so and cannot be pressed twice), and the field
 * errors of a save the server refused (422), for the fields to show under themselves.
 */
export function useSubmit(
  work: (form: HTMLFormElement) => Promise<void>,
  { onFailure, leavesPage = false }: SubmitOptions,
) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const run = async (form: HTMLFormElement) => {
    setErrors({});
    setSending(true);
    try {
      await work(form);
      if (!leavesPage) setSending(false);
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(failure.errors);
      onFailure(failure);
      setSending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(event.currentTarget);
  };

  return { submit, sending, errors };
}
