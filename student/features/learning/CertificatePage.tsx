import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { checkCertificate } from '../../api/learning';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { PageBand } from '../../components/PageBand';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
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
  usePageTitle(title);

  if (state.status === 'loading') return <Loading label="Checking the certificate…" />;
  if (state.status === 'error') {
    const missing = state.error instanceof ApiError && state.error.status === 404;
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
      </div>
    </>
  );
}
