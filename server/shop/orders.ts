import { getResource } from '../../src/resources';
import { writeAudit } from '../audit';
import type { DbOrTrx, Row } from '../db/schema';
import { loose } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { HttpError, notFound } from '../errors';
import { fromRow } from '../records/wire';
import type { PricedBasket } from './basket';

const orders = getResource('orders');

/** Records a status change (or a notable attempt) in the order's history. */
export async function addOrderEvent(
  db: DbOrTrx,
  orderId: number,
  status: string,
  note: string | null,
  userId: number | null = null,
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({ order_id: orderId, status, note, user_id: userId, at: new Date().toISOString() })
    .execute();
}

export async function orderRow(db: DbOrTrx, id: number): Promise<Row | undefined> {
  return loose(db).selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A new pending order, written once: the basket's lines, unit prices, subtotal, discount and
 * total in integer pence as `readBasket` priced them, the provider that will take payment and
 * when the order expires. The basket is marked as at checkout with it. Answers the stored row.
 */
export async function createOrder(
  trx: DbOrTrx,
  userId: number,
  basket: PricedBasket,
  provider: string,
  expiresAt: Date,
  deliveryAddress: string | null = null,
): Promise<Row> {
  const now = new Date().toISOString();
  const inserted = await loose(trx)
    .insertInto('orders')
    .values({
      user_id: userId,
      items: JSON.stringify(
        basket.items.map((item) => ({
          kind: item.kind,
          item_id: item.item_id,
          title: item.title,
          unit_price: item.unit_price,
          ...(item.for_course_id ? { course_id: item.for_course_id } : {}),
        })),
      ),
      subtotal: basket.subtotal_pence,
      discount: basket.discount_pence,
      total: basket.total_pence,
      currency: 'GBP',
      coupon_code: basket.discount_pence > 0 ? (basket.coupon?.code ?? null) : null,
      status: 'pending',
      provider,
      expires_at: expiresAt.toISOString(),
      delivery_address: deliveryAddress,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const orderId = Number(inserted.id);
  await addOrderEvent(trx, orderId, 'pending', 'Order placed at checkout.', userId);
  await writeAudit(trx, { action: 'record.create', userId, resource: 'orders', recordId: orderId });
  await trx
    .updateTable('baskets')
    .set({ checkout_order_id: orderId, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
  return inserted;
}

/** What is left to give back of a paid order, in pence. */
export const refundable = (row: Row): number => Number(row.total ?? 0) - Number(row.refunded ?? 0);

/** An order in wire form (money in pounds, as every record), with the selling columns. */
export function orderAnswer(row: Row) {
  return {
    ...fromRow(orders, row),
    provider: (row.provider as string | null) ?? null,
    paid_at: (row.paid_at as string | null) ?? null,
    expires_at: (row.expires_at as string | null) ?? null,
    refunded: Number(row.refunded ?? 0) / 100,
  };
}

/** The student's own order, or 404 (another student's order is not theirs to know of). */
export async function ownOrderRow(db: DbOrTrx, userId: number, id: number): Promise<Row> {
  const row = Number.isInteger(id) ? await orderRow(db, id) : undefined;
  if (!row || Number(row.user_id) !== userId) throw notFound('Order');
  return row;
}

export async function orderHistory(db: DbOrTrx, orderId: number) {
  const rows = await db
    .selectFrom('order_events')
    .leftJoin('users', 'users.id', 'order_events.user_id')
    .select([
      'order_events.id as id',
      'order_events.status as status',
      'order_events.note as note',
      'order_events.at as at',
      'users.name as by',
    ])
    .where('order_events.order_id', '=', orderId)
    .orderBy('order_events.id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The refunds of an order, oldest first: amount in pence, when, and why. */
export async function orderRefunds(db: DbOrTrx, orderId: number) {
  const rows = await db
    .selectFrom('order_refunds')
    .leftJoin('users', 'users.id', 'order_refunds.user_id')
    .select([
      'order_refunds.id as id',
      'order_refunds.amount as amount',
      'order_refunds.reason as reason',
      'order_refunds.at as at',
      'users.name as by',
    ])
    .where('order_refunds.order_id', '=', orderId)
    .where('order_refunds.reference', 'is not', null)
    .orderBy('order_refunds.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    amount_pence: Number(row.amount),
    reason: row.reason,
    at: row.at,
    by: row.by,
  }));
}

/**
 * Moves a pending order to `cancelled` or `failed`; answers whether it moved. An order that is
 * no longer pending is left as it is. The basket is met before the order, as everywhere.
 */
export async function closePendingOrder(
  db: DbOrTrx,
  orderId: number,
  status: 'cancelled' | 'failed',
  note: string,
  userId: number | null = null,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const owner = await loose(trx)
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!owner) return false;
    await trx
      .updateTable('baskets')
      .set({ checkout_order_id: null })
      .where('user_id', '=', Number(owner.user_id))
      .where('checkout_order_id', '=', orderId)
      .execute();
    const result = await loose(trx)
      .updateTable('orders')
      .set({ status, updated_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await addOrderEvent(trx, orderId, status, note, userId);
    return true;
  });
}

/** Cancels every pending order whose time to be paid has passed; answers how many. */
export async function expirePendingOrders(db: DbOrTrx, now = new Date()): Promise<number> {
  const due = await loose(db)
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('expires_at', '<', now.toISOString())
    .execute();
  let closed = 0;
  for (const { id } of due)
    if (await closePendingOrder(db, Number(id), 'cancelled', 'Not paid in time: the order expired.'))
      closed += 1;
  return closed;
}

/** A pending order only; anything else is a 409 saying what it is. */
export function assertPending(row: Row): void {
  const status = String(row.status);
  if (status === 'pending') return;
  if (status === 'paid') throw new HttpError(409, 'This order has already been paid.');
  throw new HttpError(409, `This order is ${status} and can no longer be paid. Please check out again.`);
}
