import { useId, type ReactNode } from 'react';
import type { BasketKind } from '../../../src/contract/catalogueTypes';
import { useSession } from '../../session/useSession';
import { useAddToBasket } from './useAddToBasket';

interface Props {
  kind: BasketKind;
  id: number;
  /** For a certificate level: the course it certifies. */
  courseId?: number;
  /** The id of the text naming what is added, when the page has several such buttons. */
  describedBy?: string;
  className?: string;
  /** The button's words, when the page has several and each must say what it adds. */
  children?: ReactNode;
  /** Leaves out the note a visitor sees, for a page that says it once for several buttons. */
  noVisitorNote?: boolean;
}

/** What a visitor reads beside the button, before it sends them to sign in. */
export function VisitorBasketNote({ id }: { id?: string }) {
  return (
    <p id={id} className="field__hint">
      You will be asked to log in or create an account first: your basket and courses are kept with your
      account.
    </p>
  );
}

/** The one way to put a course, bundle, product or certificate level in the basket. */
export function AddToBasketButton({
  kind,
  id,
  courseId,
  describedBy,
  className = 'button',
  children = 'Add to basket',
  noVisitorNote = false,
}: Props) {
  const { add, busy } = useAddToBasket();
  const { user, status } = useSession();
  const noteId = useId();
  const visitor = !user && status === 'ready' && !noVisitorNote;
  const described = [describedBy, visitor ? noteId : undefined].filter(Boolean).join(' ') || undefined;
  const button = (
    <button
      type="button"
      className={className}
      aria-describedby={described}
      disabled={busy}
      onClick={() => void add(kind, id, courseId)}
    >
      {children}
    </button>
  );
  if (!visitor) return button;
  return (
    <div className="add-to-basket">
      {button}
      <VisitorBasketNote id={noteId} />
    </div>
  );
}
