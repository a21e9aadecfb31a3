import { getResource } from '../../src/resources';
import type { Actor } from '../audit';
import { type DbOrTrx, loose } from '../db/schema';
import { createRecord, updateRecord } from '../records/store';
import { fromRow } from '../records/wire';

const reviews = getResource('reviews');

export interface OwnReview {
  id: number;
  rating: number;
  review: string;
  status: string;
}

const own = (row: Record<string, unknown>): OwnReview => {
  const record = fromRow(reviews, row);
  return {
    id: Number(record.id),
    rating: Number(record.rating),
    review: String(record.review ?? ''),
    status: String(record.status ?? 'pending'),
  };
};

/** The student's review of the course, if they have written one. */
export async function ownReview(db: DbOrTrx, userId: number, courseId: number): Promise<OwnReview | null> {
  const row = await loose(db)
    .selectFrom('reviews')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row ? own(row) : null;
}

/**
 * Writes the student's one review of a course, or edits it. Either way it waits for an admin's
 * approval again: what the course page shows is always text an admin has read.
 */
export async function saveOwnReview(
  db: DbOrTrx,
  userId: number,
  courseId: number,
  input: { rating: unknown; review: unknown },
  actor: Actor,
): Promise<OwnReview> {
  const fields = {
    rating: input.rating,
    review: typeof input.review === 'string' ? input.review.trim() : input.review,
  };
  const edit = (id: number) =>
    updateRecord(db, reviews, id, { ...fields, status: 'pending' }, { trusted: true, actor });
  const existing = await ownReview(db, userId, courseId);
  if (existing) await edit(existing.id);
  else
    try {
      await createRecord(
        db,
        reviews,
        { ...fields, course_id: courseId, user_id: userId, status: 'pending' },
        { trusted: true, actor },
      );
    } catch (error) {
      // A second tab wrote it first (one review per student and course): this is an edit.
      const written = await ownReview(db, userId, courseId);
      if (!written) throw error;
      await edit(written.id);
    }
  return (await ownReview(db, userId, courseId)) as OwnReview;
}
