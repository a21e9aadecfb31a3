import type { VatIncluded } from './vatLine';

/** What can go in a basket (docs/API.md, "Basket, checkout and payments"). */
export const ITEM_KINDS = ['course', 'bundle', 'product', 'certificate_level'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** One line of a basket as the student sees it; money in integer pence. */
export interface BasketLine {
  id: number;
  kind: ItemKind;
  item_id: number;
  /** The course a certificate level is for (null for other kinds). */
  course_id: number | null;
  title: string;
  /** What the line is for, in words: a certificate level's course title. */
  for: string | null;
  unit_price_pence: number;
  /** A bundle's courses. */
  courses: { id: number; title: string }[];
  /**
   * Why the line cannot be bought (unpublished, deleted, or it would charge again for a course
   * the student owns or another line pays for); left out of the totals.
   */
  unavailable: string | null;
}

/** The answer of `GET /api/basket` and of every call that changes the basket. */
export interface Basket {
  lines: BasketLine[];
  count: number;
  coupon: { code: string; discount_type: string; amount: number } | null;
  /** Why the coupon in the basket gives no discount now, if it does not. */
  coupon_problem: string | null;
  subtotal_pence: number;
  discount_pence: number;
  total_pence: number;
  /** The VAT the total holds; null while the shop is not registered for VAT. */
  vat: VatIncluded | null;
  currency: 'GBP';
  /**
   * The delivery its posted items need (a product, a printed certificate): charged as a line of
   * the order, in the subtotal; checkout then asks for a UK delivery address. Null: nothing to post.
   */
  delivery: { title: string; delivery_time: string; pence: number } | null;
  /** Why what is to be posted cannot be sent now (no delivery option set). */
  delivery_problem: string | null;
  /**
   * Whether it holds digital content (a course, a bundle, a certificate or product not posted):
   * checkout then asks for the buyer's consent to immediate access (`access_consent`).
   */
  digital_content: boolean;
  /** The pending order already made from this basket, if any. */
  checkout_order_id: number | null;
}
