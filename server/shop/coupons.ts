import type { DbOrTrx } from '../db/schema';
import { loose } from '../db/schema';

/** A coupon as stored: `amount` is a percentage, or pounds off for a fixed coupon. */
export interface Coupon {
  id: number;
  code: string;
  discount_type: string;
  amount: number;
  starts_at: string | null;
  expires_at: string | null;
  max_uses: number | null;
  used_count: number;
  status: string;
}

export const COUPON_MESSAGES = {
  unknown: 'This coupon code is not recognised.',
  inactive: 'This coupon is no longer active.',
  notYet: 'This coupon cannot be used yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used the maximum number of times.',
  badPercent: 'This coupon is not set up correctly: its percentage must be between 1 and 100.',
  badFixed: 'This coupon is not set up correctly: its amount must be more than zero.',
  emptyBasket: 'Your basket is empty: add something before applying a coupon.',
} as const;

export const tooSmallMessage = (minimumPence: number): string =>
  `This coupon needs a basket of at least £${(minimumPence / 100).toFixed(2)}.`;

/** Today as YYYY-MM-DD (UTC), as coupons' dates are stored. */
export const today = (now = new Date()): string => now.toISOString().slice(0, 10);

export async function findCoupon(db: DbOrTrx, code: string): Promise<Coupon | undefined> {
  const trimmed = code.trim();
  if (!trimmed) return undefined;
  const row = await loose(db)
    .selectFrom('coupons')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['code']), '=', trimmed.toLowerCase()))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    code: String(row.code),
    discount_type: String(row.discount_type),
    amount: Number(row.amount),
    starts_at: (row.starts_at as string | null) ?? null,
    expires_at: (row.expires_at as string | null) ?? null,
    max_uses: row.max_uses === null || row.max_uses === undefined ? null : Number(row.max_uses),
    used_count: Number(row.used_count ?? 0),
    status: String(row.status),
  };
}

/** Pence off a subtotal; assumes the coupon passed `couponProblem`. */
export function discountOf(coupon: Coupon, subtotal: number): number {
  if (coupon.discount_type === 'percent') return Math.round((subtotal * coupon.amount) / 100);
  return Math.min(subtotal, Math.round(coupon.amount * 100));
}

/**
 * Why the coupon cannot be used on this subtotal today, or null. Checked when it is applied and
 * again when the order is paid; its use is counted only then (`countCouponUse`).
 */
export function couponProblem(coupon: Coupon, subtotal: number, now = new Date()): string | null {
  const day = today(now);
  if (coupon.status !== 'active') return COUPON_MESSAGES.inactive;
  if (coupon.starts_at && day < coupon.starts_at.slice(0, 10)) return COUPON_MESSAGES.notYet;
  if (coupon.expires_at && day > coupon.expires_at.slice(0, 10)) return COUPON_MESSAGES.expired;
  if (coupon.max_uses !== null && coupon.used_count >= coupon.max_uses) return COUPON_MESSAGES.usedUp;
  if (coupon.discount_type === 'percent') {
    if (!(coupon.amount >= 1 && coupon.amount <= 100)) return COUPON_MESSAGES.badPercent;
  } else {
    const pence = Math.round(coupon.amount * 100);
    if (!(pence > 0)) return COUPON_MESSAGES.badFixed;
    if (subtotal <= 0) return COUPON_MESSAGES.emptyBasket;
    if (pence > subtotal) return tooSmallMessage(pence);
  }
  if (subtotal <= 0) return COUPON_MESSAGES.emptyBasket;
  return null;
}

/**
 * Counts one use of the coupon, only while it has uses left: one conditional update, so however
 * many payments arrive at once, a coupon with `max_uses = N` is used at most N times. Answers
 * whether the use was counted.
 */
export async function countCouponUse(db: DbOrTrx, code: string, now = new Date()): Promise<boolean> {
  const day = today(now);
  const result = await loose(db)
    .updateTable('coupons')
    .set((eb) => ({
      used_count: eb(eb.fn.coalesce('used_count', eb.lit(0)), '+', 1),
      updated_at: now.toISOString(),
    }))
    .where((eb) =>
      eb.and([
        eb(eb.fn('lower', ['code']), '=', code.toLowerCase()),
        eb('status', '=', 'active'),
        eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', day)]),
        eb.or([eb('expires_at', 'is', null), eb('expires_at', '>=', day)]),
        eb.or([
          eb('max_uses', 'is', null),
          eb(eb.fn.coalesce('used_count', eb.lit(0)), '<', eb.ref('max_uses')),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
