import { useState } from 'react';
import { changePassword, type PasswordChange } from '../../api/student';
import { Field } from '../../components/Field';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { useSubmit } from '../../lib/useSubmit';
import { useToast } from '../../toast/useToast';

export const PASSWORD_CHANGED = 'Password changed';

const empty: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const toast = useToast();
  const [change, setChange] = useState<PasswordChange>(empty);

  const set = (key: keyof PasswordChange) => (event: { target: { value: string } }) =>
    setChange((was) => ({ ...was, [key]: event.target.value }));

  const {
    submit,
    sending: saving,
    errors,
  } = useSubmit(
    async () => {
      await changePassword(change);
      setChange(empty);
      toast.success(PASSWORD_CHANGED);
    },
    {
      onFailure: (failure) =>
        toast.error(failure instanceof Error ? failure.message : 'Something went wrong'),
    },
  );

  return (
    <form className="form card card__body" onSubmit={submit} aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <Field
        label="Current password"
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        value={change.current_password}
        onChange={set('current_password')}
        errors={errors.current_password}
      />
      <NewPasswordFields label="New password" values={change} onChange={set} errors={errors} />
      <button type="submit" className="button" disabled={saving}>
        {saving ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
