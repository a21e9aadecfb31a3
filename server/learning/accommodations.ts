import { type Accommodations, isExtraTime } from '../../src/contract/accommodations';
import type { DbOrTrx } from '../db/schema';

/** What a person's accommodations are when they have set none. */
export const NO_ACCOMMODATIONS: Accommodations = {
  extra_time: 'none',
  exam_pause: false,
  reduced_motion: false,
  captions_by_default: false,
};

export const accommodationsOf = (row: Record<string, unknown>): Accommodations => ({
  extra_time: isExtraTime(row.extra_time) ? row.extra_time : 'none',
  exam_pause: Number(row.exam_pause) === 1,
  reduced_motion: Number(row.reduced_motion) === 1,
  captions_by_default: Number(row.captions_by_default) === 1,
});

/** One person's accommodations profile, as they or an administrator set it. */
export async function readAccommodations(db: DbOrTrx, userId: number): Promise<Accommodations> {
  const row = await db
    .selectFrom('users')
    .select(['extra_time', 'exam_pause', 'reduced_motion', 'captions_by_default'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? accommodationsOf(row) : NO_ACCOMMODATIONS;
}
