import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../server/config';
import type { CredentialVerification } from '../../../src/contract/credentialTypes';
import { type TestServer, startTestServer } from '../helpers/testServer';
import { independentlyVerified } from './independentVerifier';
import { certifiedStudent } from './support';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const seed = () => randomBytes(32).toString('base64url');
const first = seed();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { CREDENTIAL_SIGNING_KEY: first } });
});
afterAll(async () => {
  await server.close();
});

async function credentialOfNewCertificate(): Promise<Json> {
  const { tab, code } = await certifiedStudent(server);
  return (await tab.get(`/api/my/certificates/${code}/credential`)).json<Json>();
}

const served = async () => (await server.client().get('/.well-known/did.json')).json<Json>();

describe('credential signing keys', () => {
  it('refuses a CREDENTIAL_SIGNING_KEY that is not an Ed25519 private key, without echoing it', () => {
    expect(() => parseConfig({ CREDENTIAL_SIGNING_KEY: 'not-a-key' })).toThrow(
      /CREDENTIAL_SIGNING_KEY must be an Ed25519 private key/,
    );
    expect(() => parseConfig({ CREDENTIAL_SIGNING_KEY: 'not-a-key' })).not.toThrow(/not-a-key/);
  });

  it('keeps credentials signed before a rotation verifiable, and signs new ones with the new key', async () => {
    const before = await credentialOfNewCertificate();
    // A restart with a new CREDENTIAL_SIGNING_KEY.
    server.app.ctx.config.credentialSigningKey = seed();
    const after = await credentialOfNewCertificate();
    expect(after.proof.verificationMethod).not.toBe(before.proof.verificationMethod);

    const document = await served();
    expect(document.assertionMethod).toEqual([
      before.proof.verificationMethod,
      after.proof.verificationMethod,
    ]);
    const keys = new Map<string, string>(
      (document.verificationMethod as Json[]).map((method) => [method.id, method.publicKeyMultibase]),
    );
    for (const credential of [before, after]) {
      expect(await independentlyVerified(credential, keys.get(credential.proof.verificationMethod)!)).toBe(
        true,
      );
      const result = await server.client().post('/api/credentials/verify', credential);
      expect(result.json<CredentialVerification>().valid).toBe(true);
    }
  });
});
