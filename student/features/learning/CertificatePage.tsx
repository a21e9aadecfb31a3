import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { checkCertificateCredential } from '../../api/credentials';
import { checkCertificate } from '../../api/learning';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { PageBand } from '../../components/PageBand';
import { formatDate } from '../../lib/format';
import { usePageHead, usePageStatus } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { CredentialActions } from './CredentialActions';
import { CredentialChecks } from './CredentialChecks';
import { DownloadCertificateButton } from './DownloadCertificateButton';
import { VerifyCredentialForm } from './VerifyCredentialForm';

/** The certificate's own signed credential, checked by the server as anyone's would be. */
function OwnCredential({ code }: { code: string }) {
  const { state } = useRemote(`certificate-credential:${code}`, (signal) =>
    checkCertificateCredential(code, signal),
  );
  if (state.status === 'loading') return <Loading label="Checking the signed credential…" />;
  if (state.status === 'error')
    return <p className="notice notice--error">The signed credential could not be checked.</p>;
  return (
    <section className="card card__body stack" aria-labelledby="own-credential">
      <h2 id="own-credential">Signed credential</h2>
      <CredentialChecks result={state.data} />
      {state.data.mine && state.data.checks.every((check) => check.name !== 'status' || check.passed) ? (
        <div className="course-list__actions">
          <DownloadCertificateButton code={code} />
          <CredentialActions code={code} />
        </div>
      ) : null}
    </section>
  );
}

/** Anyone's credential file or JSON, checked on the same page. */
function CheckAnother() {
  return (
    <section className="card card__body stack" aria-labelledby="check-credential">
      <h2 id="check-credential">Check a credential</h2>
      <p>
        Have a MindWell Academy credential file, badge or JSON? Check its signature, issuer and revocation
        here; any Open Badges 3.0 verifier can check it too.
      </p>
      <VerifyCredentialForm />
    </section>
  );
}

/**
 * The public check of a certificate code: valid (with the name, course and date only), revoked,
 * or no such certificate. Open to anyone, signed in or not.
 */
export default function CertificatePage() {
  const { code = '' } = useParams();
  const { state, reload } = useRemote(`certificate:${code}`, (signal) => checkCertificate(code, signal));
  const title =
    state.status === 'ready'
      ? state.data.status === 'valid'
        ? 'Valid certificate'
        : 'Certificate revoked'
      : state.status === 'error' && state.error instanceof ApiError && state.error.status === 404
        ? 'No such certificate'
        : 'Certificate check';
  // A certificate names its holder: the check answers anyone with the code, but stays out of search results.
  usePageHead({
    title,
    description: 'Check a MindWell Academy certificate by its code.',
    path: `/certificates/${code}`,
    noindex: true,
  });
  const missing = state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  usePageStatus(missing ? 404 : 200);

  if (state.status === 'loading') return <Loading label="Checking the certificate…" />;
  if (state.status === 'error') {
    return (
      <>
        <PageBand title={title} />
        <div className="container narrow">
          {missing ? (
            <p className="notice notice--error">
              No certificate has the code <strong>{code}</strong>. Check the code and try again.
            </p>
          ) : (
            <ErrorNotice error={state.error} onRetry={reload} />
          )}
          <CheckAnother />
        </div>
      </>
    );
  }
  const certificate = state.data;
  return (
    <>
      <PageBand title={title} />
      <div className="container narrow">
        <section className="card card__body stack certificate-check">
          {certificate.status === 'valid' ? (
            <p className="notice notice--success">
              This certificate was issued by MindWell Academy and is valid.
            </p>
          ) : (
            <p className="notice notice--error">
              This certificate was revoked
              {certificate.revoked_at && (
                <>
                  {' '}
                  on <time dateTime={certificate.revoked_at}>{formatDate(certificate.revoked_at)}</time>
                </>
              )}{' '}
              and is no longer valid.
            </p>
          )}
          <dl className="certificate-check__facts">
            <dt>Awarded to</dt>
            <dd>{certificate.name}</dd>
            <dt>Course</dt>
            <dd>{certificate.course}</dd>
            <dt>Date</dt>
            <dd>{certificate.issued_on}</dd>
            <dt>Certificate code</dt>
            <dd>{certificate.code}</dd>
          </dl>
        </section>
        <OwnCredential code={certificate.code} />
        <CheckAnother />
      </div>
    </>
  );
}
