import { type KeyObject, createPrivateKey } from 'node:crypto';

/** The DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * CREDENTIAL_SIGNING_KEY: an Ed25519 private key as PKCS#8 PEM (`openssl genpkey -algorithm
 * ed25519`, newlines written as they are or as `\n`), or its 32-byte seed in base64url.
 * Throws a message fit for the settings check when it is neither.
 */
export function parseSigningKey(text: string): KeyObject {
  const value = text.trim();
  try {
    const key = value.startsWith('-----BEGIN')
      ? createPrivateKey(value.replace(/\\n/g, '\n'))
      : Buffer.from(value, 'base64url').length === 32
        ? createPrivateKey({
            key: Buffer.concat([PKCS8_ED25519, Buffer.from(value, 'base64url')]),
            format: 'der',
            type: 'pkcs8',
          })
        : undefined;
    if (key?.asymmetricKeyType === 'ed25519') return key;
  } catch {
    // Answered below, with what the setting must be.
  }
  throw new Error('must be an Ed25519 private key: PKCS#8 PEM, or its 32-byte seed in base64url');
}
