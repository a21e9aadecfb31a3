import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { verifyCredential as verifyProof } from '@digitalbazaar/vc';
import type { CredentialCheck, CredentialVerification } from '../../src/contract/credentialTypes';
import type { AppContext } from '../context';
import { OPEN_BADGES_CONTEXT, VC_V2_CONTEXT } from './contexts';
import { issuerDid } from './did';
import { publishedKeys } from './keys';
import { verifyingLoader } from './resolver';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Names people know for the parts of a credential a change can touch. */
const PART_NAMES: [RegExp, string][] = [
  [/^credentialSubject\.identifier\.0/, "the learner's name"],
  [/^credentialSubject\.identifier/, "the learner's email"],
  [/^credentialSubject\.achievement/, 'the achievement'],
  [/^issuer/, 'the issuer'],
  [/^validFrom/, 'the date'],
  [/^credentialStatus/, 'the status entry'],
  [/^name$/, "the credential's name"],
];

/** Paths where two JSON values differ, proofs aside. */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (isObject(a) && isObject(b)) {
    const keys = new Set(
      [...Object.keys(a), ...Object.keys(b)].filter((key) => at !== '' || key !== 'proof'),
    );
    return [...keys].flatMap((key) => differences(a[key], b[key], at ? `${at}.${key}` : key));
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const length = Math.max(a.length, b.length);
    return Array.from({ length }, (_, i) => differences(a[i], b[i], `${at}.${i}`)).flat();
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [at || 'the whole credential'];
}

const partsNamed = (paths: readonly string[]): string[] => [
  ...new Set(paths.map((p) => PART_NAMES.find(([pattern]) => pattern.test(p))?.[1] ?? p)),
];

/** The credential this site issued under that id, if it did. */
async function issuedUnder(ctx: Pick<AppContext, 'db' | 'config'>, id: unknown): Promise<Json | undefined> {
  const prefix = `${ctx.config.publicUrl}/certificates/`;
  if (typeof id !== 'string' || !id.startsWith(prefix)) return undefined;
  const row = await ctx.db
    .selectFrom('credentials')
    .innerJoin('certificates', 'certificates.id', 'credentials.certificate_id')
    .select('credentials.credential')
    .where('certificates.code', '=', id.slice(prefix.length))
    .executeTakeFirst();
  return row ? (JSON.parse(row.credential) as Json) : undefined;
}

const learnerOf = (credential: Json): string | null => {
  const subject = isObject(credential.credentialSubject) ? credential.credentialSubject : {};
  const name = asArray(subject.identifier).find(
    (id) => isObject(id) && id.identityType === 'name' && id.hashed === false,
  );
  return isObject(name) ? textOf(name.identityHash) : null;
};

/**
 * Checks a credential anyone sends: that it is an Open Badges credential, that this site issued
 * it with a key its DID document lists, that the proof holds (and, when it does not, what was
 * changed from the credential issued), and that the status list does not say revoked. Nothing
 * is fetched: the DID document and status lists are this site's own.
 */
export async function verifyCredential(
  ctx: Pick<AppContext, 'db' | 'config'>,
  credential: unknown,
): Promise<CredentialVerification> {
  const checks: CredentialCheck[] = [];
  const notChecked = (name: CredentialCheck['name'], message: string) =>
    checks.push({ name, passed: null, message });
  const body = isObject(credential) ? credential : {};
  const issuerValue = isObject(body.issuer) ? body.issuer : { id: body.issuer };
  const issuerName = textOf(issuerValue.name) ?? textOf(issuerValue.id);
  const achievement =
    isObject(body.credentialSubject) && isObject(body.credentialSubject.achievement)
      ? textOf(body.credentialSubject.achievement.name)
      : null;
  const answer = (): CredentialVerification => {
    // Valid only when every check ran and passed: the status list is the last of them.
    const valid = checks.every((check) => check.passed === true);
    const summary = valid
      ? `Signature valid · issued by ${issuerName ?? 'an unnamed issuer'} · not revoked`
      : checks
          .filter((check) => check.passed === false)
          .map((check) => check.message)
          .join(' ');
    return {
      valid,
      summary,
      checks,
      learner: learnerOf(body),
      achievement,
      issuer: issuerName,
      validFrom: textOf(body.validFrom),
    };
  };

  const contexts = asArray(body['@context']);
  const types = asArray(body.type);
  const proof = asArray(body.proof).find(isObject);
  if (
    !isObject(credential) ||
    contexts[0] !== VC_V2_CONTEXT ||
    !contexts.includes(OPEN_BADGES_CONTEXT) ||
    !types.includes('OpenBadgeCredential') ||
    !proof
  ) {
    checks.push({
      name: 'format',
      passed: false,
      message: 'This is not a signed Open Badges 3.0 credential (VC data model 2.0).',
    });
    for (const name of ['issuer', 'signature', 'status'] as const) notChecked(name, 'Not checked.');
    return answer();
  }
  checks.push({ name: 'format', passed: true, message: 'A signed Open Badges 3.0 credential.' });

  const did = issuerDid(ctx.config.publicUrl);
  const method = textOf(proof.verificationMethod) ?? '';
  const keys = await publishedKeys(ctx.db);
  const ours = issuerValue.id === did && keys.some((key) => method === `${did}#${key.id}`);
  if (!ours) {
    checks.push({
      name: 'issuer',
      passed: false,
      message:
        issuerValue.id === did
          ? `Signed with a key (${method || 'none named'}) that ${issuerName ?? 'the issuer'} never published.`
          : `Issued by ${String(issuerValue.id ?? 'no one named')}, not by this site (${did}), which checks only its own credentials.`,
    });
    for (const name of ['signature', 'status'] as const) notChecked(name, 'Not checked.');
    return answer();
  }
  checks.push({ name: 'issuer', passed: true, message: `Issued by ${issuerName ?? did} (${did}).` });

  const documentLoader = verifyingLoader(ctx);
  const suite = new DataIntegrityProof({ cryptosuite });
  const result = await verifyProof({
    credential: body,
    suite,
    documentLoader,
    checkStatus: (options) => checkStatus({ ...options, documentLoader, suite }),
  });
  const proofVerified = result.results?.[0]?.verified === true;
  if (!proofVerified) {
    checks.push({
      name: 'signature',
      passed: false,
      message: 'The signature does not match the credential.',
    });
    const issued = await issuedUnder(ctx, body.id);
    if (issued) {
      const parts = partsNamed(differences(issued, body));
      checks.push({
        name: 'altered',
        passed: false,
        message: `Altered after it was signed: ${parts.length > 0 ? parts.join(', ') : 'its proof'} ${parts.length === 1 ? 'differs' : 'differ'} from the credential issued.`,
      });
    }
    notChecked('status', 'Not checked.');
    return answer();
  }
  checks.push({ name: 'signature', passed: true, message: 'Signature valid.' });

  const statusResult = result.statusResult as
    { verified: boolean; error?: Error; results?: { status: boolean }[] } | undefined;
  if (!statusResult?.verified) {
    checks.push({
      name: 'status',
      passed: false,
      message: `The revocation list could not be read: ${statusResult?.error?.message ?? 'no status entry'}.`,
    });
  } else if (statusResult.results?.some((entry) => entry.status)) {
    checks.push({
      name: 'status',
      passed: false,
      message: 'Revoked: the issuer has withdrawn this credential.',
    });
  } else {
    checks.push({ name: 'status', passed: true, message: 'Not revoked.' });
  }
  return answer();
}
