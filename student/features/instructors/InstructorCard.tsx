import { Link } from '../../../src/routing/Link';
import type { InstructorCard as Instructor } from '../../../src/contract/catalogueTypes';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import './instructors.css';

/** An instructor on their course's page: photo, name linking to their page, short biography, profiles. */
export function InstructorCard({ instructor }: { instructor: Instructor }) {
  return (
    <div className="instructor-card">
      <ResponsiveImage className="instructor-card__photo" src={instructor.photo} alt="" sizes="96px" />
      <div>
        <p className="instructor-card__name">
          <Link to={`/instructors/${instructor.slug}`}>{instructor.name}</Link>
        </p>
        {instructor.short_bio && <p className="instructor-card__bio">{instructor.short_bio}</p>}
        {instructor.social_profiles.length > 0 && (
          <ul className="social-links" aria-label={`${instructor.name} online`}>
            {instructor.social_profiles.map((profile) => (
              <li key={profile.id}>
                <a href={profile.link} rel="noopener noreferrer">
                  {profile.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
