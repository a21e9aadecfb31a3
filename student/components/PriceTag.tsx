import { formatGbp } from '../../src/ui/formatGbp';

/** A price in GBP; a lower sale price is shown first, against the struck-out regular price. */
export function PriceTag({
  price,
  sale,
  className = 'course-card__price',
}: {
  price: number;
  sale: number | null;
  className?: string;
}) {
  const onSale = sale !== null && sale < price;
  return (
    <p className={className}>
      {onSale ? (
        <>
          <span className="visually-hidden">Sale price </span>
          {formatGbp(sale)}{' '}
          <s>
            <span className="visually-hidden">was </span>
            {formatGbp(price)}
          </s>
        </>
      ) : price === 0 ? (
        'Free'
      ) : (
        formatGbp(price)
      )}
    </p>
  );
}
