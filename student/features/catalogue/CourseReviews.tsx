import type { CourseDetail } from '../../../src/contract/catalogueTypes';
import { formatDate } from '../../lib/format';
import { ratingText } from '../../lib/courseFacts';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/** Approved reviews, newest first, under their average and count. */
export function CourseReviews({ reviews }: { reviews: CourseDetail['reviews'] }) {
  return (
    <section aria-labelledby="reviews-title" className="reviews">
      <h2 id="reviews-title">Reviews</h2>
      <p>
        {reviews.average !== null && (
          <span className="reviews__stars" aria-hidden="true">
            {stars(Math.round(reviews.average))}{' '}
          </span>
        )}
        {ratingText(reviews.average, reviews.count)}
      </p>
      {reviews.items.length > 0 && (
        <ul className="stack" style={{ listStyle: 'none', padding: 0, gap: 0 }}>
          {reviews.items.map((review) => (
            <li key={review.id} className="reviews__item">
              <p className="reviews__stars">
                <span aria-hidden="true">{stars(review.rating)}</span>
                <span className="visually-hidden">{review.rating} out of 5</span>
              </p>
              <p>{review.review}</p>
              <p className="card__meta">{formatDate(review.created_at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
