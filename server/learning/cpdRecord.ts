import type { CpdRecord } from '../../src/contract/cpdTypes';
import { type DbOrTrx, loose } from '../db/schema';
import { stripTags } from '../records/sanitize';

/** Hours to two places at most, so a year's total adds up as the lines do: 1.5 + 0.25 = 1.75. */
const hoursOf = (value: unknown): number | null =>
  value === null || value === undefined || !Number.isFinite(Number(value))
    ? null
    : Math.round(Number(value) * 100) / 100;

/**
 * The student's CPD record: every course they completed (a valid certificate), with its CPD
 * hours (the course's duration), the dates they enrolled and completed it, and its certificate;
 * grouped by the year of completion, newest first, each year with its total.
 */
export async function cpdRecord(db: DbOrTrx, userId: number): Promise<CpdRecord> {
  const rows = await loose(db)
    .selectFrom('certificates')
    .innerJoin('courses', 'courses.id', 'certificates.course_id')
    .leftJoin('enrolments', (join) =>
      join
        .onRef('enrolments.course_id', '=', 'certificates.course_id')
        .onRef('enrolments.user_id', '=', 'certificates.user_id'),
    )
    .select([
      'certificates.code as code',
      'certificates.issued_at as completed_at',
      'courses.title as title',
      'courses.duration_hours as hours',
      'enrolments.enrolled_at as enrolled_at',
    ])
    .where('certificates.user_id', '=', userId)
    .where('certificates.status', '=', 'valid')
    .orderBy('certificates.issued_at', 'desc')
    .orderBy('certificates.id', 'desc')
    .execute();
  const years = new Map<number, CpdRecord['years'][number]>();
  for (const row of rows) {
    const completedAt = String(row.completed_at);
    const year = new Date(completedAt).getUTCFullYear();
    let entry = years.get(year);
    if (!entry) {
      entry = { year, hours: 0, courses: [] };
      years.set(year, entry);
    }
    const hours = hoursOf(row.hours);
    entry.courses.push({
      title: stripTags(String(row.title ?? '')),
      hours,
      enrolledAt: row.enrolled_at ? String(row.enrolled_at) : null,
      completedAt,
      certificateCode: String(row.code),
    });
    entry.hours = Math.round((entry.hours + (hours ?? 0)) * 100) / 100;
  }
  const list = [...years.values()];
  return { years: list, hours: Math.round(list.reduce((sum, y) => sum + y.hours * 100, 0)) / 100 };
}
