import { useParams } from 'react-router';
import { fetchProduct } from '../../api/storefront';
import { PriceTag } from '../../components/PriceTag';
import { isMissing, remoteStatus } from '../../components/remoteStatus';
import { SafeHtml } from '../../components/SafeHtml';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import { AddToBasketButton } from '../catalogue/AddToBasketButton';
import '../catalogue/catalogue.css';
import { breadcrumbList } from '../../seo/structuredData';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export default function ProductPage() {
  const { slug = '' } = useParams();
  const { state, reload } = useRemote(`product:${slug}`, (signal) => fetchProduct(slug, signal));
  const product = state.status === 'ready' ? state.data : null;
  usePageHead(
    isMissing(state)
      ? null
      : {
          title: product?.title ?? 'Shop',
          description: product?.short_description ?? '',
          path: `/shop/${slug}`,
          image: product?.featured_photo,
          jsonLd: (origin) =>
            product
              ? [
                  breadcrumbList(origin, [
                    ['Shop', '/shop'],
                    [product.title, `/shop/${product.slug}`],
                  ]),
                ]
              : [],
        },
  );

  const pending = remoteStatus(state, reload);
  if (pending || !product) return pending;
  return (
    <div className="container course-page">
      <div className="course-page__header">
        <div>
          <h1>{product.title}</h1>
          {product.short_description && <p className="lead">{product.short_description}</p>}
          {product.long_description && <SafeHtml html={product.long_description} className="prose" />}
        </div>
        <aside className="card course-page__buy" aria-label="Buy this product">
          <ResponsiveImage
            className="card__image"
            src={product.featured_photo}
            alt=""
            sizes="(max-width: 760px) calc(100vw - 2rem), 380px"
            priority
          />
          <PriceTag price={product.regular_price} sale={product.sale_price} />
          <AddToBasketButton kind="product" id={product.id} />
        </aside>
      </div>
    </div>
  );
}
