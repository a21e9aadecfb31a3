import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import type { Certificate } from '../learning/certificates';
import { openBadgeCredential } from './openBadge';
import { signCredential } from './proofs';

/**
 * The certificate's signed credential: signed the first time it is asked for and kept, so every
 * download is the same credential (same salt, same proof) whatever key signs later ones.
 */
export async function credentialOf(
  ctx: Pick<AppContext, 'db' | 'config'>,
  certificate: Certificate,
): Promise<Record<string, unknown>> {
  const stored = await ctx.db
    .selectFrom('credentials')
    .select('credential')
    .where('certificate_id', '=', certificate.id)
    .executeTakeFirst();
  if (stored) return JSON.parse(stored.credential) as Record<string, unknown>;
  const { signed, keyId } = await signCredential(ctx, await openBadgeCredential(ctx, certificate));
  // Two first requests at once sign twice; the first stored wins and both answer it.
  return inTransaction(ctx.db, async (trx) => {
    await trx
      .insertInto('credentials')
      .values({
        certificate_id: certificate.id,
        key_id: keyId,
        credential: JSON.stringify(signed),
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('certificate_id').doNothing())
      .execute();
    const row = await trx
      .selectFrom('credentials')
      .select('credential')
      .where('certificate_id', '=', certificate.id)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.credential) as Record<string, unknown>;
  });
}
