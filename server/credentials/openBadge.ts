import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { type DbOrTrx, loose } from '../db/schema';
import type { Certificate } from '../learning/certificates';
import { publishedExam } from '../learning/completion';
import { stripTags } from '../records/sanitize';
import { OPEN_BADGES_CONTEXT, VC_V2_CONTEXT } from './contexts';
import { issuerProfile } from './issuerProfile';
import { statusEntryOf } from './statusList';

/** Where anyone checks a certificate, and the credential's id. */
export const verificationUrl = (publicUrl: string, code: string): string =>
  `${publicUrl}/certificates/${code}`;

/** `sha256$<hex>` of the salted value, as Open Badges hashes an identity. */
export const identityHash = (value: string, salt: string): string =>
  `sha256$${createHash('sha256')
    .update(value + salt)
    .digest('hex')}`;

const plain = (value: unknown): string => stripTags(typeof value === 'string' ? value : '').trim();

/** CPD hours as a person reads them: `3`, `1.5`. */
export const hoursText = (hours: number): string => `${hours} CPD hour${hours === 1 ? '' : 's'}`;

/** What the course asks and teaches, as the achievement's criteria state it (Markdown). */
async function criteriaOf(db: DbOrTrx, courseId: number, outcomes: readonly string[]): Promise<string> {
  const [lessons, exam] = await Promise.all([
    loose(db)
      .selectFrom('lessons')
      .select('title')
      .where('course_id', '=', courseId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    publishedExam(db, courseId),
  ]);
  const parts = [
    lessons.length > 0
      ? `Complete every lesson:\n\n${lessons.map((lesson) => `- ${plain(lesson.title)}`).join('\n')}`
      : 'Complete the course.',
  ];
  if (exam) parts.push(`Pass the final exam with a score of at least ${exam.pass_mark}%.`);
  if (outcomes.length > 0)
    parts.push(`Learning outcomes:\n\n${outcomes.map((outcome) => `- ${outcome}`).join('\n')}`);
  return parts.join('\n\n');
}

/**
 * The certificate as an unsigned Open Badges 3.0 `OpenBadgeCredential` (VC data model 2.0): the
 * course as the achievement, CPD hours as its `creditsAvailable`, the learner named and their
 * email salted and hashed, and the certificate's entry in the revocation status list.
 */
export async function openBadgeCredential(
  ctx: Pick<AppContext, 'db' | 'config'>,
  certificate: Certificate,
): Promise<Record<string, unknown>> {
  const { db, config } = ctx;
  const [user, course, issuer] = await Promise.all([
    db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', certificate.user_id)
      .executeTakeFirstOrThrow(),
    loose(db)
      .selectFrom('courses')
      .selectAll()
      .where('id', '=', certificate.course_id)
      .executeTakeFirstOrThrow(),
    issuerProfile(db, config.publicUrl),
  ]);
  const title = plain(course.title);
  const hours =
    course.duration_hours === null || course.duration_hours === undefined
      ? undefined
      : Number(course.duration_hours);
  const outcomes = plain(course.learning_outcomes)
    .split(/\r?\n/)
    .map((line) => line.replace(/^[-*•]\s*/, '').trim())
    .filter(Boolean);
  const summary = plain(course.short_description) || plain(course.description).slice(0, 1000);
  const salt = randomBytes(16).toString('hex');
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT],
    id: verificationUrl(config.publicUrl, certificate.code),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `Certificate of Completion: ${title}`,
    issuer,
    validFrom: certificate.issued_at,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: user.name },
        {
          type: 'IdentityObject',
          identityType: 'emailAddress',
          hashed: true,
          identityHash: identityHash(user.email.toLowerCase(), salt),
          salt,
        },
      ],
      achievement: {
        id: `${config.publicUrl}/courses/${String(course.slug)}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: title,
        description: [
          summary,
          hours === undefined ? '' : `Worth ${hoursText(hours)} of continuing professional development.`,
        ]
          .filter(Boolean)
          .join(' '),
        criteria: { narrative: await criteriaOf(db, certificate.course_id, outcomes) },
        ...(hours === undefined ? {} : { creditsAvailable: hours }),
      },
    },
    credentialStatus: statusEntryOf(config.publicUrl, certificate.id),
  };
}
