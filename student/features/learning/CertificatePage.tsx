import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { checkCertificate } from '../../api/learning';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { PageBand } from '../../components/PageBand';
import { usePageHead, usePageStatus } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';

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
            <p className="notice notice--error">This certificate has been revoked and is no longer valid.</p>
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
      </div>
    </>
  );
}
