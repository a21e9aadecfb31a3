import { fetchLegalPage } from '../../api/legal';
import { ApiError } from '../../api/client';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { SafeHtml } from '../../components/SafeHtml';
import { formatDate } from '../../lib/format';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { breadcrumbList } from '../../seo/structuredData';
import NotFoundPage from '../errors/NotFoundPage';
import { LEGAL_PAGES, type LegalSlug, legalPath } from '../../../src/contract/legalPages';

/** Terms, Privacy, Refund policy or Contact: the text the provider keeps in the console. */
export default function LegalPage({ slug }: { slug: LegalSlug }) {
  const known = LEGAL_PAGES.find((page) => page.slug === slug)!;
  const { state, reload } = useRemote(`legal:${slug}`, (signal) => fetchLegalPage(slug, signal));
  const missing = state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  const title = state.status === 'ready' ? state.data.title : known.title;
  usePageHead(
    missing
      ? null
      : {
          title,
          description: known.description,
          path: legalPath(slug),
          jsonLd: (origin) => [breadcrumbList(origin, [[title, legalPath(slug)]])],
        },
  );
  if (missing) return <NotFoundPage />;
  return (
    <div className="container narrow prose">
      <h1>{title}</h1>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <p className="card__meta">
            Last updated <time dateTime={state.data.updated_at}>{formatDate(state.data.updated_at)}</time>
          </p>
          <SafeHtml html={state.data.content} />
        </>
      )}
    </div>
  );
}
