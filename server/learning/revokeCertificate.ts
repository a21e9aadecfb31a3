import type { DbOrTrx } from '../db/schema';

/**
 * Marks a certificate revoked, once, dated and with its reason: the way a refund withdraws the
 * certificate of the course it bought. The console's Revoke sets the same fields through the
 * certificates' record hook. The revocation status list (server/credentials/statusList.ts) reads
 * `status` itself, so either way the credential reads revoked at once. Answers whether it was
 * valid until now.
 */
export async function revokeCertificate(
  db: DbOrTrx,
  certificateId: number,
  reason: string,
  at: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('certificates')
    .set({
      status: 'revoked',
      revoked_reason: reason,
      revoked_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .where('id', '=', certificateId)
    .where('status', '=', 'valid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
