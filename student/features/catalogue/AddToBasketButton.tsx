import type { BasketKind } from '../../../src/contract/catalogueTypes';
import { useAddToBasket } from './useAddToBasket';

interface Props {
  kind: BasketKind;
  id: number;
  /** For a certificate level: the course it certifies. */
  courseId?: number;
  /** The id of the text naming what is added, when the page has several such buttons. */
  describedBy?: string;
  className?: string;
}

/** The one way to put a course, bundle, product or certificate level in the basket. */
export function AddToBasketButton({ kind, id, courseId, describedBy, className = 'button' }: Props) {
  const { add, busy } = useAddToBasket();
  return (
    <button
      type="button"
      className={className}
      aria-describedby={describedBy}
      disabled={busy}
      onClick={() => void add(kind, id, courseId)}
    >
      Add to basket
    </button>
  );
}
