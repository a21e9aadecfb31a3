import type { Course } from '../../api/types';
import { formatGbp } from '../../../src/ui/formatGbp';

/** A course in a grid; shows the sale price beside the struck-out full price when there is one. */
export function CourseCard({ course }: { course: Course }) {
  const onSale = course.sale_price !== null && course.sale_price < course.price;
  return (
    <article className="card course-card">
      {course.thumbnail && <img className="card__image" src={course.thumbnail} alt="" loading="lazy" />}
      <div className="card__body">
        <h3 className="card__title">{course.title}</h3>
        {(course.category_name || course.level_title) && (
          <p className="card__meta">
            {[course.category_name, course.level_title].filter(Boolean).join(' · ')}
          </p>
        )}
        {course.short_description && <p>{course.short_description}</p>}
        <p className="course-card__price">
          {onSale ? (
            <>
              <span className="visually-hidden">Sale price </span>
              {formatGbp(course.sale_price ?? course.price)}{' '}
              <s>
                <span className="visually-hidden">was </span>
                {formatGbp(course.price)}
              </s>
            </>
          ) : (
            formatGbp(course.price)
          )}
        </p>
      </div>
    </article>
  );
}
