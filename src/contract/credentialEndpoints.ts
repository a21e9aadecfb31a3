/**
 * Open Badges credentials (docs/API.md "Credentials"): the student's downloads, and what anyone
 * reads to verify one. Paths are absolute from the site's host.
 */
export const credentialEndpoints = {
  /** The owner's signed credential, JSON. */
  credential: { method: 'GET', path: '/api/my/certificates/:code/credential' },
  /** The owner's badge: an SVG image with the credential baked in. */
  badge: { method: 'GET', path: '/api/my/certificates/:code/badge' },
  /** Redirects the owner to LinkedIn's add-to-profile page, filled in. */
  linkedIn: { method: 'GET', path: '/api/my/certificates/:code/linkedin' },
  /** Anyone: a credential as the body; answers whether it is valid and each check's result. */
  verify: { method: 'POST', path: '/api/credentials/verify' },
  /** Anyone: the certificate's own credential, checked. */
  check: { method: 'GET', path: '/api/certificates/:code/credential-check' },
  /** Anyone: a signed revocation list (Bitstring Status List). */
  statusList: { method: 'GET', path: '/api/credentials/status/:list' },
  /** Anyone: the issuer's DID document (`did:web`). */
  didDocument: { method: 'GET', path: '/.well-known/did.json' },
} as const;
