import { Link } from '../../../src/routing/Link';
import { fetchBundles } from '../../api/storefront';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { PriceTag } from '../../components/PriceTag';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { formatGbp } from '../../../src/ui/formatGbp';
import '../catalogue/catalogue.css';
import { breadcrumbList } from '../../seo/structuredData';
import { CARD_SIZES, ResponsiveImage } from '../../components/ResponsiveImage';

export default function BundlesPage() {
  usePageHead({
    title: 'Course bundles',
    description: 'Save on MindWell Academy courses bought together as a bundle.',
    path: '/bundles',
    jsonLd: (origin) => [breadcrumbList(origin, [['Course bundles', '/bundles']])],
  });
  const { state, reload } = useRemote('bundles', fetchBundles);
  return (
    <div className="container">
      <h1>Course bundles</h1>
      <p className="lead">Courses that belong together, for less than buying them one by one.</p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p>No bundles on offer at the moment.</p>
        ) : (
          <div className="grid">
            {state.data.map((bundle) => (
              <article key={bundle.id} className="card">
                <ResponsiveImage
                  className="card__image"
                  src={bundle.image}
                  alt=""
                  sizes={CARD_SIZES}
                  placeholder
                />
                <div className="card__body">
                  <h2 className="card__title">
                    <Link to={`/bundles/${bundle.slug}`}>{bundle.title}</Link>
                  </h2>
                  <p className="card__meta">
                    {bundle.course_ids.length} {bundle.course_ids.length === 1 ? 'course' : 'courses'}
                    {bundle.saving > 0 ? ` · save ${formatGbp(bundle.saving)}` : ''}
                  </p>
                  {bundle.description && <p>{bundle.description}</p>}
                  <PriceTag price={bundle.price} sale={bundle.sale_price} />
                </div>
              </article>
            ))}
          </div>
        ))}
    </div>
  );
}
