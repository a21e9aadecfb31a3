import type { RatingCount } from '../../src/contract/catalogueTypes';
import type { DbOrTrx } from '../db/schema';
import { catalogueDb } from './tables';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** How many approved reviews of the course gave each rating, 5 down to 1, zeros included. */
export async function ratingCounts(db: DbOrTrx, courseId: number): Promise<RatingCount[]> {
  const rows = await catalogueDb(db)
    .selectFrom('reviews')
    .select((eb) => ['rating', eb.fn.countAll<number>().as('count')])
    .where('course_id', '=', courseId)
    .where('status', '=', 'approved')
    .groupBy('rating')
    .execute();
  const counts = new Map(rows.map((row) => [Number(row.rating), Number(row.count)]));
  return RATINGS.map((rating) => ({ rating, count: counts.get(rating) ?? 0 }));
}
