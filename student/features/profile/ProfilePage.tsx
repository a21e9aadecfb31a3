import { PageBand } from '../../components/PageBand';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../../session/useSession';
import { EmailSection } from '../account/EmailSection';
import { YourDataSection } from '../account/YourDataSection';
import { AccommodationsSection } from './AccommodationsSection';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

export default function ProfilePage() {
  usePageTitle('My profile');
  const { user } = useSession();
  // RequireUser guarantees a user here; the check keeps the types honest.
  if (!user) return null;
  return (
    <>
      <PageBand title="My profile" />
      <div className="container profile">
        <ProfileForm user={user} />
        <EmailSection user={user} />
        <PasswordForm />
        <AccommodationsSection />
        <YourDataSection />
      </div>
    </>
  );
}
