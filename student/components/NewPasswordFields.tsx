import { PASSWORD_MIN_LENGTH } from '../../src/resources/fieldRules';
import type { FieldErrors } from '../api/client';
import { Field } from './Field';

type Key = 'password' | 'password_confirmation';

export interface NewPasswordFieldsProps {
  /** "Password" on registration, "New password" on a change; the confirmation follows it. */
  label: string;
  values: Record<Key, string>;
  onChange: (key: Key) => (event: { target: { value: string } }) => void;
  errors: FieldErrors;
}

/** A new password and its confirmation, held to the length the server asks for. */
export function NewPasswordFields({ label, values, onChange, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={values.password}
        onChange={onChange('password')}
        errors={errors.password}
      />
      <Field
        label={`Confirm ${label.toLowerCase()}`}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        onChange={onChange('password_confirmation')}
        errors={errors.password_confirmation}
      />
    </>
  );
}
