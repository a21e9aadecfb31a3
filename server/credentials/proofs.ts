import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { issue } from '@digitalbazaar/vc';
import type { AppContext } from '../context';
import { offlineLoader } from './contexts';
import { issuerDid, verificationMethodId } from './did';
import { signingKey } from './keys';

/** Signing reads nothing but the shipped contexts. */
const contextsOnly = offlineLoader(async () => undefined);

/**
 * The credential with a Data Integrity proof (`eddsa-rdfc-2022`) by the current signing key,
 * named as a verification method of the issuer's DID. Answers the key's id with it.
 */
export async function signCredential(
  ctx: Pick<AppContext, 'db' | 'config'>,
  credential: Record<string, unknown>,
): Promise<{ signed: Record<string, unknown>; keyId: string }> {
  const key = await signingKey(ctx.db, ctx.config);
  const did = issuerDid(ctx.config.publicUrl);
  key.keyPair.id = verificationMethodId(did, key.id);
  key.keyPair.controller = did;
  const suite = new DataIntegrityProof({ signer: key.keyPair.signer(), cryptosuite });
  const signed = await issue({ credential, suite, documentLoader: contextsOnly });
  return { signed, keyId: key.id };
}
