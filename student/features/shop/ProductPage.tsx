import { useParams } from 'react-router-dom';
import { fetchProduct } from '../../api/storefront';
import { PriceTag } from '../../components/PriceTag';
import { remoteStatus } from '../../components/remoteStatus';
import { SafeHtml } from '../../components/SafeHtml';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRemote } from '../../lib/useRemote';
import { AddToBasketButton } from '../catalogue/AddToBasketButton';
import '../catalogue/catalogue.css';

export default function ProductPage() {
  const { slug = '' } = useParams();
  const { state, reload } = useRemote(`product:${slug}`, (signal) => fetchProduct(slug, signal));
  usePageTitle(state.status === 'ready' ? state.data.title : 'Shop');

  const pending = remoteStatus(state, reload);
  if (pending || state.status !== 'ready') return pending;
  const product = state.data;
  return (
    <div className="container course-page">
      <div className="course-page__header">
        <div>
          <h1>{product.title}</h1>
          {product.short_description && <p className="lead">{product.short_description}</p>}
          {product.long_description && <SafeHtml html={product.long_description} className="prose" />}
        </div>
        <aside className="card course-page__buy" aria-label="Buy this product">
          {product.featured_photo && <img className="card__image" src={product.featured_photo} alt="" />}
          <PriceTag price={product.regular_price} sale={product.sale_price} />
          <AddToBasketButton kind="product" id={product.id} />
        </aside>
      </div>
    </div>
  );
}
