/** What `POST /api/credentials/verify` and the certificate page say of a credential. */
export type CredentialCheckName = 'format' | 'issuer' | 'signature' | 'altered' | 'status';

export interface CredentialCheck {
  name: CredentialCheckName;
  /** null: not checked, because an earlier check failed. */
  passed: boolean | null;
  /** One sentence a person reads: what passed, or exactly what failed. */
  message: string;
}

export interface CredentialVerification {
  /** Every check passed. */
  valid: boolean;
  /** A line for the page: `Signature valid · issued by MindWell Academy · not revoked`. */
  summary: string;
  checks: CredentialCheck[];
  /** What the credential states, as far as it could be read. */
  learner: string | null;
  achievement: string | null;
  issuer: string | null;
  validFrom: string | null;
}

/** A certificate's own credential, checked for its public page. */
export interface CertificateCredentialCheck extends CredentialVerification {
  /** The signed-in visitor holds the certificate: the page offers the downloads. */
  mine: boolean;
}
