import { useParams } from 'react-router';
import { fetchBundle } from '../../api/storefront';
import { PriceTag } from '../../components/PriceTag';
import { isMissing, remoteStatus } from '../../components/remoteStatus';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { formatGbp } from '../../../src/ui/formatGbp';
import { AddToBasketButton } from '../catalogue/AddToBasketButton';
import { CourseCard } from '../home/CourseCard';
import '../catalogue/catalogue.css';
import { breadcrumbList } from '../../seo/structuredData';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export default function BundlePage() {
  const { slug = '' } = useParams();
  const { state, reload } = useRemote(`bundle:${slug}`, (signal) => fetchBundle(slug, signal));
  const bundle = state.status === 'ready' ? state.data : null;
  usePageHead(
    isMissing(state)
      ? null
      : {
          title: bundle?.title ?? 'Bundle',
          description: bundle?.description ?? '',
          path: `/bundles/${slug}`,
          image: bundle?.image,
          jsonLd: (origin) =>
            bundle
              ? [
                  breadcrumbList(origin, [
                    ['Course bundles', '/bundles'],
                    [bundle.title, `/bundles/${bundle.slug}`],
                  ]),
                ]
              : [],
        },
  );

  const pending = remoteStatus(state, reload);
  if (pending || !bundle) return pending;
  return (
    <div className="container course-page">
      <div className="course-page__header">
        <div>
          <h1>{bundle.title}</h1>
          {bundle.description && <p className="lead">{bundle.description}</p>}
        </div>
        <aside className="card course-page__buy" aria-label="Buy this bundle">
          <ResponsiveImage
            className="card__image"
            src={bundle.image}
            alt=""
            sizes="(max-width: 760px) calc(100vw - 2rem), 380px"
            priority
          />
          <PriceTag price={bundle.price} sale={bundle.sale_price} />
          <p>
            Bought one by one: {formatGbp(bundle.courses_total)}.
            {bundle.saving > 0 && <strong> You save {formatGbp(bundle.saving)}.</strong>}
          </p>
          <AddToBasketButton kind="bundle" id={bundle.id} />
        </aside>
      </div>
      <section aria-labelledby="bundle-courses">
        <h2 id="bundle-courses">The courses inside</h2>
        <div className="grid">
          {bundle.courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      </section>
    </div>
  );
}
