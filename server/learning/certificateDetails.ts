import { type DbOrTrx, loose } from '../db/schema';

/** What a certificate says, gathered from its rows: the student, the course and who awards it. */
export interface CertificateDetails {
  code: string;
  status: 'valid' | 'revoked';
  issuedAt: string;
  revokedAt: string | null;
  studentName: string;
  userId: number;
  courseId: number;
  courseTitle: string;
  courseSlug: string;
  instructor: string | null;
  /** The awarding body and level, when the student bought a certificate level for the course. */
  award: { body: string; level: string } | null;
}

/** `25 November 2026`: how a certificate states its date. */
export const certificateDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * The certificate level the student bought for this course, from their paid orders' lines: a
 * line naming a certificate level (`certificate_level_id`, or `item_id` of a `certificate_level`
 * line) for this course. Orders hold whatever their lines were when bought, so each line is read
 * with care and anything unreadable is skipped.
 */
async function boughtLevelId(db: DbOrTrx, userId: number, courseId: number): Promise<number | undefined> {
  const orders = await loose(db)
    .selectFrom('orders')
    .select('items')
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .orderBy('id', 'desc')
    .execute();
  for (const order of orders) {
    let items: unknown = order.items;
    if (typeof items === 'string') {
      try {
        items = JSON.parse(items);
      } catch {
        continue;
      }
    }
    if (!Array.isArray(items)) continue;
    for (const raw of items) {
      const line = asObject(raw);
      if (!line || Number(line.course_id) !== courseId) continue;
      const kind = String(line.kind ?? '');
      const levelId =
        line.certificate_level_id ??
        (kind === 'certificate_level' || kind === 'certificate' ? line.item_id : undefined);
      if (levelId !== undefined && Number.isInteger(Number(levelId))) return Number(levelId);
    }
  }
  return undefined;
}

async function awardOf(db: DbOrTrx, levelId: number): Promise<CertificateDetails['award']> {
  const row = await loose(db)
    .selectFrom('certificate_levels')
    .leftJoin('awarding_bodies', 'awarding_bodies.id', 'certificate_levels.awarding_body_id')
    .select(['certificate_levels.level as level', 'awarding_bodies.title as body'])
    .where('certificate_levels.id', '=', levelId)
    .executeTakeFirst();
  if (!row?.level || !row.body) return null;
  return { body: String(row.body), level: String(row.level) };
}

/** The certificate with this code and all it states, or undefined when there is none. */
export async function certificateDetails(db: DbOrTrx, code: string): Promise<CertificateDetails | undefined> {
  const certificate = await db
    .selectFrom('certificates')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!certificate) return undefined;
  const [user, course] = await Promise.all([
    db.selectFrom('users').select('name').where('id', '=', certificate.user_id).executeTakeFirst(),
    loose(db)
      .selectFrom('courses')
      .leftJoin('instructors', 'instructors.id', 'courses.instructor_id')
      .select(['courses.title as title', 'courses.slug as slug', 'instructors.name as instructor'])
      .where('courses.id', '=', certificate.course_id)
      .executeTakeFirst(),
  ]);
  const levelId =
    certificate.certificate_level_id ?? (await boughtLevelId(db, certificate.user_id, certificate.course_id));
  return {
    code: certificate.code,
    status: certificate.status,
    issuedAt: certificate.issued_at,
    revokedAt: certificate.revoked_at,
    studentName: user?.name ?? '',
    userId: certificate.user_id,
    courseId: certificate.course_id,
    courseTitle: String(course?.title ?? ''),
    courseSlug: String(course?.slug ?? ''),
    instructor: course?.instructor ? String(course.instructor) : null,
    award: levelId === undefined ? null : await awardOf(db, levelId),
  };
}
