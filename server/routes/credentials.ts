import type { FastifyInstance, FastifyRequest } from 'fastify';
import { credentialEndpoints } from '../../src/contract/credentialEndpoints';
import type { CertificateCredentialCheck } from '../../src/contract/credentialTypes';
import { linkedInAddUrl } from '../../src/contract/linkedIn';
import { requireUser } from '../auth/guards';
import { currentSession } from '../auth/sessions';
import { bakedBadgeSvg } from '../credentials/badge';
import { didDocument, issuerDid } from '../credentials/did';
import { credentialOf } from '../credentials/issued';
import { publishedKeys } from '../credentials/keys';
import { verificationUrl } from '../credentials/openBadge';
import { LIST_LENGTH, statusListCredential } from '../credentials/statusList';
import { verifyCredential } from '../credentials/verification';
import { HttpError, notFound } from '../errors';
import type { Certificate } from '../learning/certificates';
import { isObject } from '../records/validation';

/** Codes are `MW-XXXX-XXXX-XXXX`; anything else cannot be one, and is not looked up. */
const CODE = /^MW-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

const paramOf = (request: FastifyRequest, name: string): string =>
  isObject(request.params) ? String(request.params[name] ?? '') : '';

/** JSON-LD documents are served as JSON-LD, readable from any site. */
const LD_HEADERS = { 'content-type': 'application/ld+json', 'access-control-allow-origin': '*' };

/**
 * Open Badges credentials: the owner's credential, baked badge and LinkedIn link; the public
 * check of any credential; and what verifiers elsewhere read: the DID document and status lists.
 */
export async function credentialRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const { db, config } = ctx;

  const certificateByCode = async (request: FastifyRequest): Promise<Certificate | undefined> => {
    const code = paramOf(request, 'code').toUpperCase();
    if (!CODE.test(code)) return undefined;
    return (await db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst()) as
      Certificate | undefined;
  };

  /** The signed-in student's own certificate; another's is as absent as one that never was. */
  const ownCertificate = async (request: FastifyRequest): Promise<Certificate> => {
    const { user } = await requireUser(ctx, request);
    const certificate = await certificateByCode(request);
    if (!certificate || certificate.user_id !== user.id) throw notFound('Certificate');
    if (certificate.status === 'revoked') throw new HttpError(410, 'This certificate has been revoked.');
    return certificate;
  };

  app.get(credentialEndpoints.credential.path, async (request, reply) => {
    const certificate = await ownCertificate(request);
    const credential = await credentialOf(ctx, certificate);
    reply
      .type('application/ld+json')
      .header('content-disposition', `attachment; filename="mindwell-credential-${certificate.code}.json"`);
    return JSON.stringify(credential, null, 2);
  });

  app.get(credentialEndpoints.badge.path, async (request, reply) => {
    const certificate = await ownCertificate(request);
    const credential = await credentialOf(ctx, certificate);
    const subject = credential.credentialSubject as {
      achievement: { name: string; creditsAvailable?: number };
    };
    const issuer = credential.issuer as { name: string };
    reply
      .type('image/svg+xml')
      .header('content-disposition', `attachment; filename="mindwell-badge-${certificate.code}.svg"`);
    return bakedBadgeSvg(credential, {
      title: subject.achievement.name,
      issuer: issuer.name,
      hours: subject.achievement.creditsAvailable,
    });
  });

  app.get(credentialEndpoints.linkedIn.path, async (request, reply) => {
    const certificate = await ownCertificate(request);
    const credential = await credentialOf(ctx, certificate);
    const subject = credential.credentialSubject as { achievement: { name: string } };
    const issuer = credential.issuer as { name: string };
    return reply.redirect(
      linkedInAddUrl({
        name: subject.achievement.name,
        organizationName: issuer.name,
        issuedAt: certificate.issued_at,
        certId: certificate.code,
        certUrl: verificationUrl(config.publicUrl, certificate.code),
      }),
    );
  });

  app.post(credentialEndpoints.verify.path, async (request) => {
    const body: unknown = request.body;
    if (!isObject(body)) throw new HttpError(400, 'Send the credential as a JSON object.');
    return verifyCredential(ctx, body);
  });

  app.get(credentialEndpoints.check.path, async (request) => {
    const certificate = await certificateByCode(request);
    if (!certificate) throw new HttpError(404, 'No certificate has this code.');
    const session = await currentSession(ctx, request);
    const answer: CertificateCredentialCheck = {
      ...(await verifyCredential(ctx, await credentialOf(ctx, certificate))),
      mine: session?.user.id === certificate.user_id,
    };
    return answer;
  });

  app.get(credentialEndpoints.statusList.path, async (request, reply) => {
    const list = Number(paramOf(request, 'list'));
    const newest = await db.selectFrom('certificates').select(db.fn.max('id').as('id')).executeTakeFirst();
    const lists = Math.max(1, Math.ceil(Number(newest?.id ?? 0) / LIST_LENGTH));
    if (!Number.isSafeInteger(list) || list < 1 || list > lists) throw notFound('Status list');
    reply.headers(LD_HEADERS);
    return JSON.stringify(await statusListCredential(ctx, list));
  });

  app.get(credentialEndpoints.didDocument.path, async (_request, reply) => {
    reply.headers(LD_HEADERS);
    return JSON.stringify(didDocument(issuerDid(config.publicUrl), await publishedKeys(db)));
  });
}
