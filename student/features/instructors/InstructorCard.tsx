import { Link } from '../../../src/routing/Link';
import type { InstructorCard as Instructor } from '../../../src/contract/catalogueTypes';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { SocialLinks } from './SocialLinks';
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
        <SocialLinks name={instructor.name} profiles={instructor.social_profiles} />
      </div>
    </div>
  );
}
