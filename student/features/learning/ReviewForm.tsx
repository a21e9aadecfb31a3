import { type FormEvent, useId, useState } from 'react';
import { ApiError, type FieldErrors } from '../../api/client';
import { type OwnReview, fetchOwnReview, saveOwnReview } from '../../api/learning';
import { Loading } from '../../components/Loading';
import { useRemote } from '../../lib/useRemote';
import { ErrorNotice } from '../../components/ErrorNotice';

const STARS = [1, 2, 3, 4, 5] as const;
const starLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/**
 * The student's one review of a course: **Write a review** opens the form (a rating from
 * "1 star" to "5 stars" and "Your review"); once written it shows with a way to edit it. Every
 * save waits for an admin's approval before the course page shows it.
 */
export function ReviewForm({ slug }: { slug: string }) {
  const { state, update } = useRemote(`review:${slug}`, (signal) => fetchOwnReview(slug, signal));
  const [editing, setEditing] = useState(false);

  if (state.status === 'loading') return <Loading label="Loading your review…" />;
  if (state.status === 'error') return <ErrorNotice error={state.error} />;
  const { review } = state.data;
  const saved = (next: OwnReview) => {
    update((data) => ({ ...data, review: next }));
    setEditing(false);
  };

  return (
    <section className="card card__body stack review" aria-labelledby="review-heading">
      <h2 id="review-heading">Review this course</h2>
      {editing ? (
        <ReviewEditor slug={slug} review={review} onSaved={saved} onCancel={() => setEditing(false)} />
      ) : review ? (
        <>
          <p>
            <span className="review__stars" aria-label={`Rated ${starLabel(review.rating)} out of 5`}>
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </span>
          </p>
          <p className="review__text">{review.review}</p>
          <p className="card__meta" role="status">
            {review.status === 'approved'
              ? 'Published on the course page.'
              : review.status === 'rejected'
                ? 'Not published. You can edit it and send it again.'
                : 'Thank you: your review will appear on the course page once it has been approved.'}
          </p>
          <div>
            <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
              Edit your review
            </button>
          </div>
        </>
      ) : (
        <div>
          <p>Tell other learners what this course was like for you.</p>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Write a review
          </button>
        </div>
      )}
    </section>
  );
}

interface EditorProps {
  slug: string;
  review: OwnReview | null;
  onSaved: (review: OwnReview) => void;
  onCancel: () => void;
}

function ReviewEditor({ slug, review, onSaved, onCancel }: EditorProps) {
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [text, setText] = useState(review?.review ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string[]> = {};
    if (rating === null) local.rating = ['Choose a rating from 1 to 5 stars.'];
    if (text.trim() === '') local.review = ['Write a few words about the course.'];
    setErrors(local);
    setMessage(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const saved = await saveOwnReview(slug, rating, text);
      onSaved(saved.review);
    } catch (caught) {
      if (caught instanceof ApiError) setErrors(caught.errors);
      setMessage(caught instanceof Error ? caught.message : 'Your review could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const ratingError = errors.rating?.join(' ');
  const reviewError = errors.review?.join(' ');
  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="review__rating" aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend>Rating</legend>
        {STARS.map((n) => (
          <label key={n} className="review__star">
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            {starLabel(n)}
          </label>
        ))}
        {ratingError ? (
          <p id={`${id}-rating-error`} className="field__error">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          rows={5}
          maxLength={5000}
          value={text}
          aria-invalid={reviewError ? true : undefined}
          aria-describedby={reviewError ? `${id}-text-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {reviewError ? (
          <p id={`${id}-text-error`} className="field__error">
            {reviewError}
          </p>
        ) : null}
      </div>
      {message ? (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="exam__actions">
        <button type="submit" className="button" disabled={busy}>
          {review ? 'Save changes' : 'Send review'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
