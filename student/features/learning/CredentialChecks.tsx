import type { CredentialVerification } from '../../../src/contract/credentialTypes';

const CHECK_NAMES: Record<CredentialVerification['checks'][number]['name'], string> = {
  format: 'Format',
  issuer: 'Issuer',
  signature: 'Signature',
  altered: 'Altered',
  status: 'Revocation',
};

/** A verification's outcome: one line, then every check with what it found. */
export function CredentialChecks({ result }: { result: CredentialVerification }) {
  return (
    <div className="stack credential-checks">
      <p className={result.valid ? 'notice notice--success' : 'notice notice--error'} role="status">
        {result.valid ? result.summary : `Not valid. ${result.summary}`}
      </p>
      {(result.learner || result.achievement) && (
        <p>
          {[result.learner && `Awarded to ${result.learner}`, result.achievement].filter(Boolean).join(' · ')}
        </p>
      )}
      <ul className="credential-checks__list">
        {result.checks.map((check) => (
          <li key={check.name}>
            <strong>
              {CHECK_NAMES[check.name]}:{' '}
              {check.passed === null ? 'not checked' : check.passed ? 'passed' : 'failed'}
            </strong>{' '}
            {check.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
