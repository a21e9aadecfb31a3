import type { AppContext } from '../context';
import { type DocumentLoader, offlineLoader } from './contexts';
import { didDocument, issuerDid, verificationMethod } from './did';
import { publishedKeys } from './keys';
import { statusListCredential, statusListUrl } from './statusList';

/**
 * The document loader verification uses: the shipped contexts, and this site's own DID document,
 * keys and status lists read from the database, the way a verifier elsewhere reads them over
 * HTTP. Any other issuer's documents are refused, never fetched.
 */
export function verifyingLoader(ctx: Pick<AppContext, 'db' | 'config'>): DocumentLoader {
  const did = issuerDid(ctx.config.publicUrl);
  const listPrefix = statusListUrl(ctx.config.publicUrl, 0).replace(/0$/, '');
  return offlineLoader(async (url) => {
    if (url === did || url.startsWith(`${did}#`)) {
      const keys = await publishedKeys(ctx.db);
      if (url === did) return didDocument(did, keys);
      const key = keys.find((k) => `${did}#${k.id}` === url);
      return key ? verificationMethod(did, key) : undefined;
    }
    if (url.startsWith(listPrefix)) {
      const list = Number(url.slice(listPrefix.length));
      if (Number.isSafeInteger(list) && list >= 1) return statusListCredential(ctx, list);
    }
    return undefined;
  });
}
