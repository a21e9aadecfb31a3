import { randomInt } from 'node:crypto';
import type { AppContext } from '../context';
import { loose } from '../db/schema';
import type { CertificateTable } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { isCourseComplete } from './completion';

export type Certificate = Omit<CertificateTable, 'id'> & { id: number };

/** No 0/O, 1/I/L: a code read aloud or typed from paper is typed right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `MW-XXXX-XXXX-XXXX`: 60 bits from the system's CSPRNG, so codes cannot be guessed in turn. */
export function certificateCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `MW-${group()}-${group()}-${group()}`;
}

/**
 * Issues the student's certificate for a course once the course is complete, and mails them.
 * Safe to call after every completion and from racing requests: the unique (user, course) index
 * keeps exactly one, and the one already issued is answered. `undefined` while incomplete.
 */
export async function issueCertificateIfComplete(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  userId: number,
  courseId: number,
  now: Date = new Date(),
): Promise<{ certificate: Certificate; issued: boolean } | undefined> {
  const outcome = await inTransaction(ctx.db, async (trx) => {
    if (!(await isCourseComplete(trx, userId, courseId))) return undefined;
    const at = now.toISOString();
    const inserted = await trx
      .insertInto('certificates')
      .values({
        code: certificateCode(),
        user_id: userId,
        course_id: courseId,
        certificate_level_id: null,
        issued_at: at,
        status: 'valid',
        revoked_reason: null,
        revoked_at: null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const certificate = await trx
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    return { certificate: certificate as Certificate, issued: inserted !== undefined };
  });
  // The certificate stands whether or not the mail goes out: it is on the student's dashboard.
  if (outcome?.issued)
    await mailCertificate(ctx, outcome.certificate).catch((error: unknown) =>
      console.error('The certificate mail could not be sent:', error),
    );
  return outcome;
}

async function mailCertificate(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  certificate: Certificate,
): Promise<void> {
  const [user, course] = await Promise.all([
    ctx.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', certificate.user_id)
      .executeTakeFirst(),
    loose(ctx.db)
      .selectFrom('courses')
      .select('title')
      .where('id', '=', certificate.course_id)
      .executeTakeFirst(),
  ]);
  if (!user) return;
  const link = `${ctx.config.publicUrl}/certificates/${certificate.code}`;
  await ctx.mailer.send({
    to: user.email,
    subject: `Your certificate for ${String(course?.title ?? 'your course')}`,
    text:
      `Dear ${user.name},\n\n` +
      `Congratulations on completing ${String(course?.title ?? 'your course')}.\n\n` +
      `Your certificate code is ${certificate.code}. Anyone can check it at:\n${link}\n\n` +
      'You can download your certificate from your dashboard.\n\nMindWell Academy\n',
  });
}
