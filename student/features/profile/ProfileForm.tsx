import { useState } from 'react';
import { updateProfile, uploadProfilePicture } from '../../api/student';
import type { User } from '../../api/types';
import { Avatar } from '../../components/Avatar';
import { Field } from '../../components/Field';
import { useSubmit } from '../../lib/useSubmit';
import { useSession } from '../../session/useSession';
import { useToast } from '../../toast/useToast';

export const PROFILE_SAVED = 'Profile updated';

/** Name and picture. A chosen picture is uploaded first, then saved with the name. */
export function ProfileForm({ user }: { user: User }) {
  const { setUser } = useSession();
  const toast = useToast();
  const [name, setName] = useState(user.name);
  const [file, setFile] = useState<File | null>(null);
  const {
    submit,
    sending: saving,
    errors,
  } = useSubmit(
    async (form) => {
      const picture = file ? await uploadProfilePicture(file) : user.profile_picture;
      setUser(await updateProfile(name, picture));
      setFile(null);
      form.reset();
      toast.success(PROFILE_SAVED);
    },
    {
      onFailure: (failure) =>
        toast.error(failure instanceof Error ? failure.message : 'Something went wrong'),
    },
  );

  return (
    <form className="form card card__body" onSubmit={submit} aria-labelledby="profile-title">
      <h2 id="profile-title">Your details</h2>
      <div className="profile__current">
        <Avatar name={user.name} src={user.profile_picture} size={72} />
        <p>
          {user.name}
          <br />
          <span className="muted">{user.email}</span>
        </p>
      </div>
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        errors={errors.name}
      />
      <Field
        label="Profile picture"
        name="file"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 5 MB."
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        errors={errors.file ?? errors.profile_picture}
      />
      <button type="submit" className="button" disabled={saving}>
        {saving ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
