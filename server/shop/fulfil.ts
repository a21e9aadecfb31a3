import type { AppContext } from '../context';
import type { DbOrTrx, Row } from '../db/schema';
import { loose } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { receiptMail } from '../mail/receipt';
import { documentAttachment } from './vatDocumentFiles';
import { lockBasket } from './basket';
import { countCouponUse } from './coupons';
import { GRANTED_VIA } from './enrolmentHooks';
import { addOrderEvent, orderRow } from './orders';
import { refreshEnrolmentProgress } from '../learning/progress';
import { documentOf, issueInvoice } from './vatDocuments';

/** A confirmed payment, from whichever provider (or an admin's bank transfer). */
export interface Confirmation {
  orderId: number;
  /** The provider's reference: a payment intent id, a bank transfer reference. */
  reference: string;
  provider: string;
  /** The provider's event id: an event handled once is never handled again. */
  eventId?: string;
  eventType?: string;
  /** An admin who marked the order paid. */
  actorId?: number | null;
  note?: string;
}

export type Fulfilment =
  | { outcome: 'paid'; order: Row; enrolled: number[] }
  | { outcome: 'already'; order: Row | undefined }
  | { outcome: 'coupon_used_up'; order: Row };

interface OrderLine {
  kind: string;
  item_id: number;
}

/** The courses an order's lines enrol in: its courses and every course of its bundles. */
async function coursesOf(db: DbOrTrx, lines: readonly OrderLine[]): Promise<number[]> {
  const courses = new Set<number>();
  for (const line of lines) {
    if (line.kind === 'course') courses.add(Number(line.item_id));
    if (line.kind === 'bundle') {
      const rows = await loose(db)
        .selectFrom('bundle_items')
        .select('course_id')
        .where('bundle_id', '=', Number(line.item_id))
        .execute();
      for (const row of rows) courses.add(Number(row.course_id));
    }
  }
  return [...courses];
}

/** The provider event is new: it is written down, so the same event is never handled twice. */
export async function firstSighting(
  db: DbOrTrx,
  eventId: string,
  provider: string,
  type: string,
  orderId: number | null,
): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values({ id: eventId, provider, type, order_id: orderId, at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * A confirmed payment, in one transaction: a pending order becomes paid with the provider's
 * reference; the coupon's use is counted (only while it has uses left); the student is
 * enrolled in each course the order holds, bundles' courses included, skipping courses they own;
 * the lines bought leave the basket. Safe to repeat: a second confirmation changes nothing.
 * When the coupon has no use left, nothing changes and `coupon_used_up` says so.
 */
export async function confirmPayment(db: DbOrTrx, confirmation: Confirmation): Promise<Fulfilment> {
  return inTransaction(db, async (trx): Promise<Fulfilment> => {
    const { orderId } = confirmation;
    if (
      confirmation.eventId &&
      !(await firstSighting(
        trx,
        confirmation.eventId,
        confirmation.provider,
        confirmation.eventType ?? 'payment',
        orderId,
      ))
    )
      return { outcome: 'already' as const, order: await orderRow(trx, orderId) };
    const owner = await loose(trx)
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!owner) return { outcome: 'already' as const, order: undefined };
    // The basket before the order, as every transaction that writes both.
    await lockBasket(trx, Number(owner.user_id));
    const now = new Date();
    // The status check and the change are one statement: of two confirmations at once, one wins.
    // Only a pending order can be paid: a payment for a closed one is given back (paymentArrived).
    const claimed = await loose(trx)
      .updateTable('orders')
      .set({
        status: 'paid',
        payment_reference: confirmation.reference,
        provider: confirmation.provider,
        paid_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const order = await orderRow(trx, orderId);
    // Not payable (paid already, or closed): undone, the event too, so a refund can record it.
    if (Number(claimed.numUpdatedRows) !== 1 || !order) throw new NotPayable(order);

    if (order.coupon_code && Number(order.discount ?? 0) > 0) {
      if (!(await countCouponUse(trx, String(order.coupon_code), now))) {
        // Undo this transaction's changes, and keep the event unseen so a retry is handled.
        throw new CouponUsedUp(order);
      }
    }
    const userId = Number(order.user_id);
    const lines = JSON.parse(String(order.items ?? '[]')) as OrderLine[];
    const enrolled: number[] = [];
    for (const courseId of await coursesOf(trx, lines)) {
      const inserted = await trx
        .insertInto('enrolments')
        .values({
          user_id: userId,
          course_id: courseId,
          progress: 0,
          enrolled_at: now.toISOString(),
          order_id: orderId,
          granted_by: null,
          granted_via: GRANTED_VIA.order(orderId),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) enrolled.push(courseId);
    }
    await refreshEnrolmentProgress(trx, { courseIds: enrolled, userId });
    for (const line of lines)
      await trx
        .deleteFrom('basket_lines')
        .where('user_id', '=', userId)
        .where('kind', '=', line.kind)
        .where('item_id', '=', Number(line.item_id))
        .execute();
    await trx
      .updateTable('baskets')
      .set({ coupon_code: null, checkout_order_id: null, updated_at: now.toISOString() })
      .where('user_id', '=', userId)
      .execute();
    await addOrderEvent(
      trx,
      orderId,
      'paid',
      confirmation.note ?? `Paid (${confirmation.provider}): ${confirmation.reference}`,
      confirmation.actorId ?? null,
    );
    // Last, so the invoice counter's row is held for as short a time as the transaction allows.
    await issueInvoice(trx, order);
    return { outcome: 'paid' as const, order: (await orderRow(trx, orderId)) as Row, enrolled };
  }).catch((error: unknown) => {
    if (error instanceof CouponUsedUp) return { outcome: 'coupon_used_up' as const, order: error.order };
    if (error instanceof NotPayable) return { outcome: 'already' as const, order: error.order };
    throw error;
  });
}

/**
 * The receipt by mail, once the payment is recorded, with the VAT invoice attached. A mail that
 * fails does not undo the payment.
 */
export async function mailReceipt(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  orderId: number,
  log: { error: (o: object, m: string) => void },
): Promise<void> {
  try {
    const order = await orderRow(ctx.db, orderId);
    if (!order) return;
    const student = await ctx.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', Number(order.user_id))
      .executeTakeFirst();
    if (!student) return;
    const invoice = await documentOf(ctx.db, 'invoice', orderId);
    const attachments = invoice ? [await documentAttachment(invoice)] : [];
    await ctx.mailer.send({ ...receiptMail(order, student, ctx.config.publicUrl, invoice), attachments });
  } catch (error) {
    log.error({ err: error, orderId }, 'the receipt could not be sent');
  }
}

/** A confirmed payment (`confirmPayment`), then its receipt when it paid the order. */
export async function fulfilOrder(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  confirmation: Confirmation,
  log: { error: (o: object, m: string) => void },
): Promise<Fulfilment> {
  const result = await confirmPayment(ctx.db, confirmation);
  if (result.outcome === 'paid') await mailReceipt(ctx, confirmation.orderId, log);
  return result;
}

class NotPayable extends Error {
  constructor(readonly order: Row | undefined) {
    super('The order is not pending.');
  }
}

class CouponUsedUp extends Error {
  constructor(readonly order: Row) {
    super('The coupon has no use left.');
  }
}
