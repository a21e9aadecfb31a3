import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbakeSvg } from '../../../server/credentials/badge';
import { revokeCertificate } from '../../../server/learning/revokeCertificate';
import type { CredentialVerification } from '../../../src/contract/credentialTypes';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';
import { independentlyVerified } from './independentVerifier';
import { certifiedStudent } from './support';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const certified = (name?: string) => certifiedStudent(server, name);

async function download(tab: TestClient, code: string): Promise<Json> {
  const response = await tab.get(`/api/my/certificates/${code}/credential`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toContain(`mindwell-credential-${code}.json`);
  return response.json<Json>();
}

const verify = async (credential: unknown): Promise<CredentialVerification> => {
  const response = await server.client().post('/api/credentials/verify', credential);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CredentialVerification>();
};

/** The public keys the served DID document lists, by verification method id. */
async function servedKeys(): Promise<Map<string, string>> {
  const response = await server.client().get('/.well-known/did.json');
  expect(response.statusCode).toBe(200);
  const document = response.json<Json>();
  return new Map(
    (document.verificationMethod as Json[]).map((method) => [
      String(method.id),
      String(method.publicKeyMultibase),
    ]),
  );
}

/** Every leaf of a JSON value, with its path. */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  return [at];
}

function changed(credential: Json, path: (string | number)[]): Json {
  const copy = structuredClone(credential);
  let node: Json = copy;
  for (const part of path.slice(0, -1)) node = node[part];
  const last = path.at(-1)!;
  const value = node[last];
  node[last] =
    typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : `${String(value)}x`;
  return copy;
}

describe('Open Badges credentials', () => {
  it('states the course as an achievement, the issuer, the learner’s name and a salted hash of their email, never the email', async () => {
    const { student, tab, course, code } = await certified();
    const credential = await download(tab, code);
    const did = `did:web:${encodeURIComponent(new URL(server.config.publicUrl).host)}`;
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.id).toBe(`${server.config.publicUrl}/certificates/${code}`);
    expect(credential.issuer).toMatchObject({
      id: did,
      type: ['Profile'],
      name: 'MindWell Academy',
      url: server.config.publicUrl,
    });
    const { achievement, identifier } = credential.credentialSubject;
    expect(achievement).toMatchObject({ type: ['Achievement'], name: course.title, creditsAvailable: 3 });
    expect(achievement.description).toContain('3 CPD hours');
    expect(achievement.criteria.narrative).toContain('at least 75%');
    expect(achievement.criteria.narrative).toContain('Listen without judging');
    expect(identifier[0]).toEqual({
      type: 'IdentityObject',
      identityType: 'name',
      hashed: false,
      identityHash: 'Zoë Ångström',
    });
    const email = identifier[1];
    expect(email).toMatchObject({ identityType: 'emailAddress', hashed: true, salt: expect.any(String) });
    const expected = createHash('sha256')
      .update(student.email.toLowerCase() + email.salt)
      .digest('hex');
    expect(email.identityHash).toBe(`sha256$${expected}`);
    expect(JSON.stringify(credential)).not.toContain(student.email);
    expect(credential.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
      verificationMethod: expect.stringMatching(new RegExp(`^${did}#key-`)),
    });
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: `${server.config.publicUrl}/api/credentials/status/1`,
    });
  });

  it('verifies with an independent verifier against the key the DID document publishes, and with the verify call', async () => {
    const { tab, code } = await certified();
    const credential = await download(tab, code);
    const keys = await servedKeys();
    const key = keys.get(credential.proof.verificationMethod);
    expect(key).toBeDefined();
    expect(await independentlyVerified(credential, key!)).toBe(true);
    const result = await verify(credential);
    expect(result.valid).toBe(true);
    expect(result.summary).toBe('Signature valid · issued by MindWell Academy · not revoked');
    expect(result.checks.map((check) => [check.name, check.passed])).toEqual([
      ['format', true],
      ['issuer', true],
      ['signature', true],
      ['status', true],
    ]);
  });

  it('answers the same credential on every download', async () => {
    const { tab, code } = await certified();
    expect(await download(tab, code)).toEqual(await download(tab, code));
  });

  it('fails every check of a credential with any one field changed', async () => {
    const { tab, code } = await certified();
    const credential = await download(tab, code);
    const key = (await servedKeys()).get(credential.proof.verificationMethod)!;
    const paths = leaves(credential).filter((path) => path[0] !== 'proof' && path[0] !== '@context');
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const altered = changed(credential, path);
      expect(await independentlyVerified(altered, key), path.join('.')).toBe(false);
      expect((await verify(altered)).valid, path.join('.')).toBe(false);
    }
  });

  it('says what was altered when the learner’s name is changed', async () => {
    const { tab, code } = await certified('Ann Original');
    const credential = await download(tab, code);
    const forged = structuredClone(credential);
    forged.credentialSubject.identifier[0].identityHash = 'Someone Else';
    const result = await verify(forged);
    expect(result.valid).toBe(false);
    expect(result.checks.find((check) => check.name === 'signature')).toMatchObject({ passed: false });
    expect(result.checks.find((check) => check.name === 'altered')?.message).toContain("the learner's name");
  });

  it('refuses a credential another issuer made, and one that is not a credential', async () => {
    const { tab, code } = await certified();
    const credential = await download(tab, code);
    const other = await verify({
      ...credential,
      issuer: { ...credential.issuer, id: 'did:web:elsewhere.example' },
    });
    expect(other.checks.find((check) => check.name === 'issuer')).toMatchObject({ passed: false });
    expect(other.valid).toBe(false);
    const nonsense = await verify({ hello: 'world' });
    expect(nonsense.checks[0]).toMatchObject({ name: 'format', passed: false });
    const notJson = await server
      .client()
      .post('/api/credentials/verify', '[1,2]', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
  });

  it('reads revoked once an administrator revokes the certificate, in a signed public status list', async () => {
    const { tab, code, id } = await certified();
    const credential = await download(tab, code);
    const admin = await server.signInAsAdmin();
    const revoked = await admin.admin('POST', 'certificates/revoke', {
      id,
      status: 'revoked',
      revoked_reason: 'Issued in error',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const result = await verify(credential);
    expect(result.valid).toBe(false);
    expect(result.checks.find((check) => check.name === 'status')).toMatchObject({
      passed: false,
      message: expect.stringContaining('Revoked'),
    });
    expect(result.checks.find((check) => check.name === 'signature')).toMatchObject({ passed: true });

    const list = await server.client().get('/api/credentials/status/1');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('application/ld+json');
    const listCredential = list.json<Json>();
    expect(listCredential.type).toContain('BitstringStatusListCredential');
    const key = (await servedKeys()).get(listCredential.proof.verificationMethod)!;
    expect(await independentlyVerified(listCredential, key)).toBe(true);
    expect((await tab.get(`/api/my/certificates/${code}/credential`)).statusCode).toBe(410);
  });

  it('reads revoked once a certificate is revoked the way a refund revokes it', async () => {
    const { tab, code, id } = await certified();
    const credential = await download(tab, code);
    expect(await revokeCertificate(server.db, id, 'Order refunded')).toBe(true);
    expect(await revokeCertificate(server.db, id, 'Order refunded')).toBe(false);
    const result = await verify(credential);
    expect(result.checks.find((check) => check.name === 'status')).toMatchObject({ passed: false });
    expect(result.summary).toContain('Revoked');
  });

  it('reads revoked once the certificate is erased with its holder’s account', async () => {
    const { tab, code, id } = await certified();
    const credential = await download(tab, code);
    await server.db.deleteFrom('certificates').where('id', '=', id).execute();
    const result = await verify(credential);
    expect(result.checks.find((check) => check.name === 'status')).toMatchObject({ passed: false });
  });

  it('bakes the credential into the badge image, and gives it back unchanged', async () => {
    const { tab, code, course } = await certified();
    const credential = await download(tab, code);
    const badge = await tab.get(`/api/my/certificates/${code}/badge`);
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toContain('image/svg+xml');
    expect(badge.body).toContain('xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
    expect(badge.body).toContain(course.title.slice(0, 10));
    expect(unbakeSvg(badge.body)).toEqual(credential);
  });

  it('sends the student to LinkedIn with the certificate’s name, issuer, year and month, code and address', async () => {
    const { tab, code, course } = await certified();
    const response = await tab.get(`/api/my/certificates/${code}/linkedin`);
    expect(response.statusCode).toBe(302);
    const url = new URL(String(response.headers.location));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    const issued = new Date();
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: course.title,
      organizationName: 'MindWell Academy',
      issueYear: String(issued.getUTCFullYear()),
      issueMonth: String(issued.getUTCMonth() + 1),
      certId: code,
      certUrl: `${server.config.publicUrl}/certificates/${code}`,
    });
  });

  it('keeps another student’s certificate out of reach', async () => {
    const { code } = await certified();
    const other = await server.createStudent('Other Student');
    const tab = server.client();
    await tab.post('/api/login', { email: other.email, password: other.password });
    for (const what of ['credential', 'badge', 'linkedin'])
      expect((await tab.get(`/api/my/certificates/${code}/${what}`)).statusCode).toBe(404);
    expect((await server.client().get(`/api/my/certificates/${code}/credential`)).statusCode).toBe(401);
  });

  it('checks a certificate’s own credential for its public page', async () => {
    const { code, tab } = await certified('Page Person');
    const response = await server.client().get(`/api/certificates/${code}/credential-check`);
    expect(response.statusCode).toBe(200);
    expect(response.json<CredentialVerification>()).toMatchObject({
      valid: true,
      learner: 'Page Person',
      mine: false,
    });
    const own = await tab.get(`/api/certificates/${code}/credential-check`);
    expect(own.json<CredentialVerification>()).toMatchObject({ mine: true });
    expect(
      (await server.client().get('/api/certificates/MW-2222-3333-4444/credential-check')).statusCode,
    ).toBe(404);
  });
});
