import { DID_CONTEXT, MULTIKEY_CONTEXT } from './contexts';

/**
 * The issuer's `did:web` identifier for the site's public address: `did:web:academy.example`
 * (a port is written `%3A`), whose document verifiers fetch from
 * `https://academy.example/.well-known/did.json`.
 */
export function issuerDid(publicUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(publicUrl).host)}`;
}

export const DID_DOCUMENT_PATH = '/.well-known/did.json';

export interface PublicKey {
  /** The verification method's fragment. */
  id: string;
  publicKeyMultibase: string;
}

export const verificationMethodId = (did: string, keyId: string): string => `${did}#${keyId}`;

/** The verification method a key is published as. */
export const verificationMethod = (did: string, key: PublicKey) => ({
  '@context': MULTIKEY_CONTEXT,
  id: verificationMethodId(did, key.id),
  type: 'Multikey',
  controller: did,
  publicKeyMultibase: key.publicKeyMultibase,
});

/**
 * The issuer's DID document: every key that ever signed a credential, each allowed to assert
 * them, so a credential signed before a rotation still verifies.
 */
export function didDocument(did: string, keys: readonly PublicKey[]) {
  const methods = keys.map((key) => {
    const { '@context': _context, ...method } = verificationMethod(did, key);
    return method;
  });
  return {
    '@context': [DID_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
  };
}
