import { apiConfig } from '../../src/api/config';
import { credentialEndpoints } from '../../src/contract/credentialEndpoints';
import type { CertificateCredentialCheck, CredentialVerification } from '../../src/contract/credentialTypes';
import { pathOf } from '../../src/contract/learningEndpoints';
import { request } from './client';

/** Open Badges credentials: the owner's downloads, and the checks anyone may ask for. */

const urlOf = (path: string, code: string): string => `${apiConfig.apiBase}${pathOf(path, { code })}`;

export const credentialUrl = (code: string) => urlOf(credentialEndpoints.credential.path, code);
export const badgeUrl = (code: string) => urlOf(credentialEndpoints.badge.path, code);
/** A plain link: the server sends the browser on to LinkedIn with the fields filled in. */
export const linkedInUrl = (code: string) => urlOf(credentialEndpoints.linkedIn.path, code);

export const checkCertificateCredential = (code: string, signal?: AbortSignal) =>
  request<CertificateCredentialCheck>(pathOf(credentialEndpoints.check.path, { code }), { signal });

export const verifyCredential = (credential: object) =>
  request<CredentialVerification>(credentialEndpoints.verify.path, { body: credential });
