import type { SocialProfile } from '../../../src/contract/catalogueTypes';

/** An instructor's profiles elsewhere, named for them; nothing when they have none. */
export function SocialLinks({ name, profiles }: { name: string; profiles: readonly SocialProfile[] }) {
  if (profiles.length === 0) return null;
  return (
    <ul className="social-links" aria-label={`${name} online`}>
      {profiles.map((profile) => (
        <li key={profile.id}>
          <a href={profile.link} rel="noopener noreferrer">
            {profile.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
