import { CANCELLATION_DAYS, type Cancellation } from '../../src/contract/cancellation';
import type { AppContext } from '../context';
import type { DbOrTrx, Row } from '../db/schema';
import { loose } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../errors';
import { startedCourseIds } from '../learning/courseStarted';
import { needsPosting } from './delivery';
import type { PricedItem } from './items';
import { orderRow, ownOrderRow } from './orders';
import type { PaymentProvider } from './payments/provider';
import { type RefundDone, refundOrder } from './refund';

type Log = { error: (o: object, m: string) => void };

const DAY_MS = 24 * 60 * 60 * 1000;

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const dayOf = (at: string) => longDate.format(new Date(at));

/** The reason a cancellation's refund gives, on the order's history and in the console. */
export const CANCELLED_BY_BUYER = `Cancelled by the buyer within ${CANCELLATION_DAYS} days, before starting.`;

interface OrderLine {
  kind: string;
  item_id: number;
  title: string;
  course_id?: number;
}

/** The last moment the buyer may cancel a paid order: 14 days after its payment. */
export const cancelUntil = (paidAt: string): string =>
  new Date(new Date(paidAt).getTime() + CANCELLATION_DAYS * DAY_MS).toISOString();

/**
 * Why the buyer may no longer cancel the order themselves, or null when they may. They may
 * cancel a paid order within 14 days of paying while nothing in it has been supplied:
 * - a course, or a bundle, is supplied once the student starts any course the order enrolled
 *   them in (server/learning/courseStarted.ts: a lesson opened, a lesson completed, an exam begun);
 * - a certificate level, once a certificate in its course has been issued;
 * - a product that is not posted (a download), when it is bought: it cannot be taken back;
 * - posted goods (a product, a printed certificate), once dispatched: they are then returned
 *   by arrangement, as the Refund policy says, within 14 days of arriving.
 */
async function refusal(db: DbOrTrx, order: Row, now: Date): Promise<string | null> {
  if (order.buyer_cancelled_at)
    return `You cancelled this order on ${dayOf(String(order.buyer_cancelled_at))}.`;
  if (['refunded', 'partially_refunded'].includes(String(order.status)))
    return 'This order has been refunded already: contact us about anything more.';
  if (order.status !== 'paid' || !order.paid_at) return 'Only a paid order can be cancelled.';
  if (Number(order.total) === 0) return 'Nothing was paid for this order, so there is nothing to refund.';
  const until = cancelUntil(String(order.paid_at));
  if (now.toISOString() > until)
    return `The ${CANCELLATION_DAYS} days to cancel this order ended on ${dayOf(until)}.`;
  if (order.dispatched_at)
    return 'Its posted items have been sent: to return them, follow our Refund policy.';
  const userId = Number(order.user_id);
  const lines = JSON.parse(String(order.items ?? '[]')) as OrderLine[];
  const granted = await loose(db)
    .selectFrom('enrolments')
    .innerJoin('courses', 'courses.id', 'enrolments.course_id')
    .select(['courses.id as id', 'courses.title as title'])
    .where('enrolments.order_id', '=', Number(order.id))
    .execute();
  const started = await startedCourseIds(
    db,
    userId,
    granted.map((course) => Number(course.id)),
  );
  const begun = granted.find((course) => started.has(Number(course.id)));
  if (begun) return `You have started ${String(begun.title)}, so the right to cancel this order has ended.`;
  for (const line of lines) {
    if (line.kind === 'certificate_level' && line.course_id) {
      const issued = await db
        .selectFrom('certificates')
        .select('id')
        .where('user_id', '=', userId)
        .where('course_id', '=', Number(line.course_id))
        .executeTakeFirst();
      if (issued) return `${line.title} has been issued, so the right to cancel this order has ended.`;
    }
    if (line.kind === 'product') {
      const item = { kind: 'product', item_id: Number(line.item_id) } as PricedItem;
      if (!(await needsPosting(db, [item])))
        return `${line.title} was supplied when you bought it: contact us to ask for a refund.`;
    }
  }
  return null;
}

/** Whether the buyer may cancel the order now (the order's page shows Cancel and refund), and why not. */
export async function cancellationOf(db: DbOrTrx, order: Row, now = new Date()): Promise<Cancellation> {
  const reason = await refusal(db, order, now);
  return {
    allowed: reason === null,
    reason,
    until: order.paid_at && Number(order.total) > 0 ? cancelUntil(String(order.paid_at)) : null,
  };
}

/**
 * The buyer cancels their order within the 14 days and is refunded at once, in whole, by
 * refundOrder (which takes back what the order granted and mails them). Every rule is checked
 * again as the cancellation is claimed: one conditional update of the order, in the transaction
 * that read the rules, so of two requests at once one refunds. A repeat after the refund answers
 * the refunded order again; one while the refund is under way, or refused, is a 409 with the
 * reason. A provider that refuses gives the claim back (the order may be cancelled again).
 */
export async function cancelByBuyer(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  provider: (order: Row) => PaymentProvider | null,
  by: { userId: number; ip: string | null },
  orderId: number,
  log: Log,
): Promise<{ order: Row; refund: RefundDone | null }> {
  const now = new Date();
  const claimed = await inTransaction(ctx.db, async (trx) => {
    const order = await ownOrderRow(trx, by.userId, orderId);
    if (order.buyer_cancelled_at) return { order, claimed: false };
    const reason = await refusal(trx, order, now);
    if (reason) throw new HttpError(409, reason);
    const claim = await loose(trx)
      .updateTable('orders')
      .set({ buyer_cancelled_at: now.toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'paid')
      .where('buyer_cancelled_at', 'is', null)
      .executeTakeFirst();
    return { order, claimed: Number(claim.numUpdatedRows) === 1 };
  });
  if (!claimed.claimed) {
    const current = (await orderRow(ctx.db, orderId))!;
    if (current.buyer_cancelled_at && current.status === 'refunded') return { order: current, refund: null };
    throw new HttpError(
      409,
      current.buyer_cancelled_at
        ? 'This order is being cancelled: its refund is under way.'
        : ((await refusal(ctx.db, current, now)) ?? 'This order changed meanwhile: reload it.'),
    );
  }
  try {
    const refund = await refundOrder(
      ctx,
      provider(claimed.order),
      orderId,
      { reason: CANCELLED_BY_BUYER, by: { userId: by.userId, ip: by.ip } },
      log,
    );
    return { order: refund.order, refund };
  } catch (error) {
    await loose(ctx.db)
      .updateTable('orders')
      .set({ buyer_cancelled_at: null })
      .where('id', '=', orderId)
      .where('status', '=', 'paid')
      .where('refunded', '=', 0)
      .execute();
    throw error;
  }
}
