import {
  BitstringStatusList,
  VC_BSL_VC_V2_CONTEXT,
  createCredential,
} from '@digitalbazaar/vc-bitstring-status-list';
import type { AppContext } from '../context';
import { issuerDid } from './did';
import { signCredential } from './proofs';

/**
 * Entries per list: 131,072, the smallest list the Bitstring Status List specification allows,
 * so one list hides which of many credentials a verifier is asking about.
 */
export const LIST_LENGTH = 131_072;

/** The public address of status list `list` (from 1). */
export const statusListUrl = (publicUrl: string, list: number): string =>
  `${publicUrl}/api/credentials/status/${list}`;

/** A certificate's entry: its id places it, one list after another. */
export function statusEntryOf(publicUrl: string, certificateId: number) {
  const list = Math.floor((certificateId - 1) / LIST_LENGTH) + 1;
  const index = String((certificateId - 1) % LIST_LENGTH);
  const url = statusListUrl(publicUrl, list);
  return {
    id: `${url}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: index,
    statusListCredential: url,
  };
}

/** Signed lists this process holds, with the certificates they were made from. */
const signedLists = new Map<string, { made: string; credential: Record<string, unknown> }>();

/**
 * Status list `list` as a signed `BitstringStatusListCredential`: an entry is clear exactly
 * while a valid certificate has it, so one revoked, or erased with its holder's account, reads
 * revoked. It is read from the certificates themselves, so every way a certificate is revoked
 * (or reinstated) shows here at once; ids are never reused. It is signed again only when the
 * set of valid certificates changes.
 */
export async function statusListCredential(
  ctx: Pick<AppContext, 'db' | 'config'>,
  list: number,
): Promise<Record<string, unknown>> {
  const first = (list - 1) * LIST_LENGTH + 1;
  const rows = await ctx.db
    .selectFrom('certificates')
    .select('id')
    .where('status', '=', 'valid')
    .where('id', '>=', first)
    .where('id', '<', first + LIST_LENGTH)
    .orderBy('id')
    .execute();
  const made = rows.map((row) => row.id).join(',');
  const url = statusListUrl(ctx.config.publicUrl, list);
  const cacheKey = `${ctx.config.publicUrl}\n${list}`;
  const held = signedLists.get(cacheKey);
  if (held?.made === made) return held.credential;
  const bits = new BitstringStatusList({ length: LIST_LENGTH });
  const valid = new Set(rows.map((row) => row.id));
  // Entries no certificate has yet are set too: no credential names them, and a new
  // certificate is valid, which changes the list.
  for (let index = 0; index < LIST_LENGTH; index += 1)
    if (!valid.has(first + index)) bits.setStatus(index, true);
  const unsigned = await createCredential({
    id: url,
    list: bits,
    statusPurpose: 'revocation',
    context: VC_BSL_VC_V2_CONTEXT,
  });
  const { signed } = await signCredential(ctx, {
    ...unsigned,
    issuer: issuerDid(ctx.config.publicUrl),
    validFrom: new Date().toISOString(),
  });
  signedLists.set(cacheKey, { made, credential: signed });
  return signed;
}
