import type { DbOrTrx } from '../db/schema';
import { inTransaction } from '../db/transaction';

/**
 * Ends an enrolment's pause: the time it lasted is added to the time the enrolment has spent
 * paused, by which its release schedule moves on (schedule.ts). Only the call that clears the
 * pause it read counts it, so two resumes at once add the pause once.
 */
export async function resumeEnrolment(db: DbOrTrx, enrolmentId: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('enrolments')
      .select(['paused_at', 'paused_seconds'])
      .where('id', '=', enrolmentId)
      .executeTakeFirst();
    if (!row || row.paused_at === null) return;
    const seconds = Math.max(0, Math.floor((now.getTime() - Date.parse(row.paused_at)) / 1000));
    await trx
      .updateTable('enrolments')
      .set((eb) => ({ paused_at: null, paused_seconds: eb('paused_seconds', '+', seconds) }))
      .where('id', '=', enrolmentId)
      .where('paused_at', '=', row.paused_at)
      .execute();
  });
}
