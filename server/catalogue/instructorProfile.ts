import type { Credential, InstructorCard, SocialProfile } from '../../src/contract/catalogueTypes';
import type { DbOrTrx } from '../db/schema';
import { catalogueDb } from './tables';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The credentials column's JSON as the page lists it; an item without a body or number is left out. */
export function credentialsOf(json: string | null): Credential[] {
  let items: unknown;
  try {
    items = JSON.parse(json ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: Record<string, unknown>) => {
    const body = text(item?.body);
    const number = text(item?.number);
    return body && number ? [{ body, number, link: text(item.link) }] : [];
  });
}

/** An instructor's public profile columns, by id: never their email, phone or password. */
export async function instructorProfile(db: DbOrTrx, id: number) {
  const cdb = catalogueDb(db);
  const [row, profiles] = await Promise.all([
    cdb
      .selectFrom('instructors')
      .select(['photo', 'short_bio', 'biography', 'credentials'])
      .where('id', '=', id)
      .executeTakeFirst(),
    cdb
      .selectFrom('social_profiles')
      .select(['id', 'title', 'icon', 'link'])
      .where('instructor_id', '=', id)
      .orderBy('title')
      .orderBy('id')
      .execute(),
  ]);
  const social_profiles: SocialProfile[] = profiles.map((p) => ({
    id: Number(p.id),
    title: p.title,
    icon: p.icon,
    link: p.link,
  }));
  return {
    photo: text(row?.photo),
    short_bio: text(row?.short_bio),
    biography: text(row?.biography),
    credentials: credentialsOf(row?.credentials ?? null),
    social_profiles,
  };
}

/** The card on a course's page: name, address of their page, photo, short biography and profiles. */
export async function instructorCard(
  db: DbOrTrx,
  instructor: { id: number; name: string; slug: string },
): Promise<InstructorCard> {
  const { photo, short_bio, social_profiles } = await instructorProfile(db, instructor.id);
  return {
    id: instructor.id,
    name: instructor.name,
    slug: instructor.slug,
    photo,
    short_bio,
    social_profiles,
  };
}
