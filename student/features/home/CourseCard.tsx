import { Link } from '../../../src/routing/Link';
import type { Course } from '../../api/types';
import { PriceTag } from '../../components/PriceTag';
import { hoursText, ratingText } from '../../lib/courseFacts';
import { CARD_SIZES, ResponsiveImage } from '../../components/ResponsiveImage';

export interface CardCourse extends Course {
  rating_average?: number | null;
  rating_count?: number;
}

/**
 * A course in a grid (home page and catalogue): its title links to the course page; the sale
 * price shows beside the struck-out full price when there is one.
 */
export function CourseCard({
  course,
  headingLevel = 3,
  eager = false,
}: {
  course: CardCourse;
  headingLevel?: 2 | 3;
  /** Its cover loads with the page rather than when it nears the screen (a card in the first row). */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts = [course.level_title, hoursText(course.duration_hours), course.instructor_name].filter(
    Boolean,
  );
  return (
    <article className="card course-card">
      <ResponsiveImage
        className="card__image"
        src={course.thumbnail}
        alt=""
        sizes={CARD_SIZES}
        placeholder
        eager={eager}
      />
      <div className="card__body">
        <Heading className="card__title">
          <Link to={`/courses/${encodeURIComponent(course.slug)}`}>{course.title}</Link>
        </Heading>
        {course.category_name && <p className="card__meta">{course.category_name}</p>}
        {course.short_description && <p>{course.short_description}</p>}
        {facts.length > 0 && <p className="card__meta">{facts.join(' · ')}</p>}
        {course.rating_count !== undefined && (
          <p className="card__meta">
            {course.rating_average !== null && course.rating_average !== undefined && (
              <span aria-hidden="true">★ {course.rating_average} </span>
            )}
            <span className={course.rating_count > 0 ? 'visually-hidden' : undefined}>
              {ratingText(course.rating_average, course.rating_count)}
            </span>
            {course.rating_count > 0 && <span aria-hidden="true">({course.rating_count})</span>}
          </p>
        )}
        <PriceTag price={course.price} sale={course.sale_price} />
      </div>
    </article>
  );
}
