import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Ed25519KeyPair, fromJwk } from '@digitalbazaar/ed25519-multikey';
import type { Config } from '../config';
import type { DbOrTrx } from '../db/schema';
import type { PublicKey } from './did';
import { parseSigningKey } from './signingKeySetting';

/** Where a key made on first start is kept, beside the database (and in its backups). */
export const SIGNING_KEY_FILE = 'credential-signing-key.pem';

export interface SigningKey extends PublicKey {
  keyPair: Ed25519KeyPair;
}

/** A key's id: the start of its public key's SHA-256, so the same key has the same id everywhere. */
const keyIdOf = (publicKeyMultibase: string): string =>
  `key-${createHash('sha256').update(publicKeyMultibase).digest('hex').slice(0, 16)}`;

async function signingKeyOf(privateKey: KeyObject): Promise<SigningKey> {
  const jwk = privateKey.export({ format: 'jwk' });
  const keyPair = await fromJwk({ jwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d }, secretKey: true });
  return { id: keyIdOf(keyPair.publicKeyMultibase), publicKeyMultibase: keyPair.publicKeyMultibase, keyPair };
}

/**
 * The key that signs credentials now: CREDENTIAL_SIGNING_KEY, or the one made on first start in
 * DATA_DIR. `create` makes that one when it is missing; only the start-up does, once, before any
 * process serves.
 */
async function readSigningKey(config: Config, create: boolean): Promise<KeyObject> {
  if (config.credentialSigningKey) return parseSigningKey(config.credentialSigningKey);
  const file = path.join(config.dataDir, SIGNING_KEY_FILE);
  const pem = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT' || !create) throw error;
    return undefined;
  });
  if (pem !== undefined) return parseSigningKey(pem);
  const made = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' });
  await mkdir(config.dataDir, { recursive: true });
  // `wx`: a second process starting at the same moment keeps the first one's key.
  await writeFile(file, made, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return parseSigningKey(await readFile(file, 'utf8'));
}

/** Publishes a key: once in the table, it stays in the DID document for good. */
async function registerKey(db: DbOrTrx, key: PublicKey): Promise<void> {
  await db
    .insertInto('credential_keys')
    .values({
      id: key.id,
      public_key_multibase: key.publicKeyMultibase,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Per database (a test runs several) and per setting: the key as read, once published there. */
const loaded = new WeakMap<DbOrTrx, Map<string, Promise<SigningKey>>>();

/**
 * The signing key, read once a process and published in the DID document. Start-up calls it with
 * `create`, so a data folder without a key gets one before the first credential is asked for.
 */
export function signingKey(db: DbOrTrx, config: Config, create = false): Promise<SigningKey> {
  const cacheKey = `${config.dataDir}\n${config.credentialSigningKey}`;
  let held = loaded.get(db);
  if (!held) {
    held = new Map();
    loaded.set(db, held);
  }
  const cache = held;
  let key = cache.get(cacheKey);
  if (!key) {
    key = readSigningKey(config, create).then(async (privateKey) => {
      const signing = await signingKeyOf(privateKey);
      await registerKey(db, signing);
      return signing;
    });
    key.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, key);
  }
  return key;
}

/** Every key that ever signed, oldest first: what the DID document lists. */
export async function publishedKeys(db: DbOrTrx): Promise<PublicKey[]> {
  const rows = await db
    .selectFrom('credential_keys')
    .select(['id', 'public_key_multibase'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, publicKeyMultibase: row.public_key_multibase }));
}
