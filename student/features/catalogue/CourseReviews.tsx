import type { CourseDetail } from '../../../src/contract/catalogueTypes';
import { formatDate } from '../../lib/format';
import { ratingText } from '../../lib/courseFacts';
import { Stars } from './Stars';

const reviewsText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** Approved reviews, newest first, under their average and the count of each rating. */
export function CourseReviews({ reviews }: { reviews: CourseDetail['reviews'] }) {
  return (
    <section aria-labelledby="reviews-title" className="reviews">
      <h2 id="reviews-title">Reviews</h2>
      <p>
        {reviews.average !== null && reviews.count > 0 && (
          <>
            <Stars rating={reviews.average} />{' '}
          </>
        )}
        {ratingText(reviews.average, reviews.count)}
      </p>
      {reviews.count > 0 && (
        <ul className="reviews__counts" aria-label="Reviews by rating">
          {reviews.counts.map(({ rating, count }) => (
            <li key={rating}>
              {rating} {rating === 1 ? 'star' : 'stars'}: {reviewsText(count)}
            </li>
          ))}
        </ul>
      )}
      {reviews.items.length > 0 && (
        <ul className="stack" style={{ listStyle: 'none', padding: 0, gap: 0 }}>
          {reviews.items.map((review) => (
            <li key={review.id} className="reviews__item">
              <p>
                <Stars rating={review.rating} />
              </p>
              <p>{review.review}</p>
              <p className="card__meta">
                {review.writer}, <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
