import { Link } from '../../../src/routing/Link';
import { fetchProducts } from '../../api/storefront';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { PriceTag } from '../../components/PriceTag';
import { usePageHead } from '../../lib/usePageHead';
import { useRemote } from '../../lib/useRemote';
import '../catalogue/catalogue.css';
import { breadcrumbList } from '../../seo/structuredData';
import { CARD_SIZES, ResponsiveImage } from '../../components/ResponsiveImage';

export default function ShopPage() {
  usePageHead({
    title: 'Shop',
    description: 'Books and resources on mental health from the MindWell Academy shop.',
    path: '/shop',
    jsonLd: (origin) => [breadcrumbList(origin, [['Shop', '/shop']])],
  });
  const { state, reload } = useRemote('products', fetchProducts);
  return (
    <div className="container">
      <h1>Shop</h1>
      <p className="lead">Workbooks, journals and cards to go with your courses.</p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorNotice error={state.error} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p>Nothing in the shop at the moment.</p>
        ) : (
          <div className="grid">
            {state.data.map((product) => (
              <article key={product.id} className="card">
                {product.featured_photo && (
                  <ResponsiveImage
                    className="card__image"
                    src={product.featured_photo}
                    alt=""
                    sizes={CARD_SIZES}
                  />
                )}
                <div className="card__body">
                  <h2 className="card__title">
                    <Link to={`/shop/${product.slug}`}>{product.title}</Link>
                  </h2>
                  {product.short_description && <p>{product.short_description}</p>}
                  <PriceTag price={product.regular_price} sale={product.sale_price} />
                </div>
              </article>
            ))}
          </div>
        ))}
    </div>
  );
}
