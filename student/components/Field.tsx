import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The server's messages for this field (docs/API.md `errors`). */
  errors?: readonly string[];
  hint?: ReactNode;
}

/** A labelled input whose errors and hint are read out with it. */
export function Field({ label, errors = [], hint, id, ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint ? hintId : '', errors.length ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={inputId}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {errors.length > 0 && (
        <p id={errorId} className="field__error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
