import type { InstructorPage } from '../../src/contract/catalogueTypes';
import type { DbOrTrx } from '../db/schema';
import { notFound } from '../errors';
import { courseCardsById } from './courseList';
import { instructorProfile } from './instructorProfile';
import { freeSlug, slugOf } from './slug';
import { PUBLISHED, catalogueDb } from './tables';

export interface InstructorAddress {
  id: number;
  name: string;
  slug: string;
  updated_at: string;
}

/**
 * Every instructor with the address of their page: their name's slug, numbered (`-2`, `-3`) for
 * a later instructor of the same name, so each address stays with the instructor who had it first.
 */
export async function instructorAddresses(db: DbOrTrx): Promise<InstructorAddress[]> {
  const rows = await catalogueDb(db)
    .selectFrom('instructors')
    .select(['id', 'name', 'updated_at'])
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  return rows.map((row) => {
    const slug = freeSlug(slugOf(row.name), taken);
    taken.add(slug);
    return { id: Number(row.id), name: row.name, slug, updated_at: String(row.updated_at) };
  });
}

/** The ids of the instructors who teach a published course. */
export async function teachingInstructorIds(db: DbOrTrx): Promise<Set<number>> {
  const rows = await catalogueDb(db)
    .selectFrom('courses')
    .select('instructor_id')
    .distinct()
    .where('status', '=', PUBLISHED)
    .where('instructor_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => Number(row.instructor_id)));
}

/** An instructor's public page: their profile and published courses; never email or phone. */
export async function instructorPage(db: DbOrTrx, slug: string): Promise<InstructorPage> {
  const found = (await instructorAddresses(db)).find((one) => one.slug === slug.toLowerCase());
  if (!found) throw notFound('Instructor');
  const [profile, courses] = await Promise.all([
    instructorProfile(db, found.id),
    catalogueDb(db)
      .selectFrom('courses')
      .select('id')
      .where('instructor_id', '=', found.id)
      .where('status', '=', PUBLISHED)
      .orderBy('id')
      .execute(),
  ]);
  return {
    id: found.id,
    name: found.name,
    slug: found.slug,
    ...profile,
    courses: await courseCardsById(
      db,
      courses.map((course) => Number(course.id)),
    ),
  };
}
