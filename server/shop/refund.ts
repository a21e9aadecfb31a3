import { getResource } from '../../src/resources';
import type { AppContext } from '../context';
import { writeAudit } from '../audit';
import type { DbOrTrx, Row } from '../db/schema';
import { loose } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { rowChange } from '../records/auditChange';
import { HttpError, unprocessable } from '../errors';
import { closeOpenAttempts } from '../learning/enrolment';
import { revokeCertificate } from '../learning/revokeCertificate';
import { refundMail } from '../mail/refund';
import { money } from './money';
import { addOrderEvent, orderRow, refundable } from './orders';
import type { PaymentProvider } from './payments/provider';
import { documentAttachment } from './vatDocumentFiles';
import { type VatDocument, issueCreditNote } from './vatDocuments';

type Log = { error: (o: object, m: string) => void };
type Services = Pick<AppContext, 'db' | 'mailer' | 'config'>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What a student loses with a whole order given back, in the same transaction: the enrolments
 * the order granted; the certificates earned in those courses, revoked and dated (the public
 * page then says so); and the exam attempts left open in them, closed as not passed, so no
 * answer or submission after the refund can earn a certificate. Answers the enrolments revoked, as they were.
 */
async function revokeWhatItGranted(trx: DbOrTrx, orderId: number, at: string): Promise<Row[]> {
  const granted = await trx.selectFrom('enrolments').selectAll().where('order_id', '=', orderId).execute();
  for (const { user_id: userId, course_id: courseId } of granted) {
    const valid = await trx
      .selectFrom('certificates')
      .select('id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .where('status', '=', 'valid')
      .execute();
    for (const { id } of valid)
      await revokeCertificate(trx, Number(id), `Order #${orderId} was refunded.`, new Date(at));
    await closeOpenAttempts(trx, userId, courseId, at);
  }
  await trx.deleteFrom('enrolments').where('order_id', '=', orderId).execute();
  return granted as Row[];
}

/** Mails the student the refund, with its credit note; a mail that fails does not undo the refund. */
export async function mailRefund(
  ctx: Services,
  order: Row,
  amount: number,
  at: string,
  outcome: string,
  log: Log,
  creditNote?: VatDocument,
): Promise<void> {
  try {
    const student = await ctx.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', Number(order.user_id))
      .executeTakeFirst();
    if (student)
      await ctx.mailer.send({
        ...refundMail(
          { orderId: Number(order.id), amount, at, outcome, creditNote: creditNote?.number },
          student,
          ctx.config.publicUrl,
        ),
        attachments: creditNote ? [await documentAttachment(creditNote)] : [],
      });
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'the refund mail could not be sent');
  }
}

export interface RefundAsked {
  /** Pence to give back; the whole of what is left when left out. */
  amount?: number;
  reason: string;
  by: { userId: number | null; ip: string | null };
}

export interface RefundDone {
  order: Row;
  amount: number;
  revoked: number;
}

/**
 * Gives back part or all of a paid order. The amount is reserved on the order first (one
 * conditional update, so two refunds at once never give back more than was paid), then asked
 * of the provider with a key that makes a repeated request refund once, then recorded: the
 * refund with who and why, the order's history, the audit log, and the status (`refunded` when
 * nothing is left, which revokes what the order granted; `partially_refunded` otherwise, which
 * keeps it). A provider that refuses releases the reservation (502, nothing changed). No
 * provider (a bank transfer, a free order): the money goes back outside the site, and the
 * record says so. The student is mailed.
 */
export async function refundOrder(
  ctx: Services,
  provider: PaymentProvider | null,
  orderId: number,
  asked: RefundAsked,
  log: Log,
): Promise<RefundDone> {
  const reason = asked.reason.trim();
  if (reason === '') throw unprocessable({ reason: ['Give the reason for this refund.'] });
  if (reason.length > 500) throw unprocessable({ reason: ['Keep the reason under 500 characters.'] });
  const before = await orderRow(ctx.db, orderId);
  if (!before) throw new HttpError(404, 'Order not found.');
  if (!['paid', 'partially_refunded'].includes(String(before.status)))
    throw new HttpError(409, 'Only a paid order can be refunded.');
  const left = refundable(before);
  const amount = asked.amount ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw unprocessable({ amount: ['Enter an amount of at least £0.01.'] });
  if (amount > left)
    throw unprocessable({
      amount: [`The most that can be refunded is ${money(left)}, what is left of this order.`],
    });

  const refundId = await inTransaction(ctx.db, async (trx) => {
    const reserved = await loose(trx)
      .updateTable('orders')
      .set((eb) => ({ refunded: eb('refunded', '+', amount) }))
      .where('id', '=', orderId)
      .where('status', 'in', ['paid', 'partially_refunded'])
      .where((eb) => eb(eb('refunded', '+', amount), '<=', eb.ref('total')))
      .executeTakeFirst();
    if (Number(reserved.numUpdatedRows) !== 1)
      throw new HttpError(409, 'This order changed meanwhile: reload it and check what is left to refund.');
    const row = await trx
      .insertInto('order_refunds')
      .values({
        order_id: orderId,
        amount,
        reason,
        reference: null,
        user_id: asked.by.userId,
        at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });

  let reference = 'given back outside the site';
  if (provider) {
    try {
      reference = await provider.refund({
        orderId,
        paymentReference: String(before.payment_reference),
        amount,
        idempotencyKey: `refund-${orderId}-${refundId}`,
      });
    } catch (error) {
      log.error({ err: error, orderId }, 'the refund failed');
      await inTransaction(ctx.db, async (trx) => {
        await trx.deleteFrom('order_refunds').where('id', '=', refundId).execute();
        await loose(trx)
          .updateTable('orders')
          .set((eb) => ({ refunded: eb('refunded', '-', amount) }))
          .where('id', '=', orderId)
          .execute();
      });
      throw new HttpError(502, 'The payment provider refused or could not be reached: nothing was changed.');
    }
  }

  const at = new Date().toISOString();
  const done = await inTransaction(ctx.db, async (trx) => {
    await trx.updateTable('order_refunds').set({ reference, at }).where('id', '=', refundId).execute();
    const current = (await orderRow(trx, orderId))!;
    const whole = refundable(current) === 0;
    const status = whole ? 'refunded' : 'partially_refunded';
    await loose(trx)
      .updateTable('orders')
      .set({ status, updated_at: at })
      .where('id', '=', orderId)
      .execute();
    const revoked = whole ? await revokeWhatItGranted(trx, orderId, at) : [];
    const kept = whole ? `${plural(revoked.length, 'enrolment')} revoked` : 'the courses are kept';
    await addOrderEvent(
      trx,
      orderId,
      status,
      `Refunded ${money(amount)} (${reference}): ${reason}. ${kept[0].toUpperCase()}${kept.slice(1)}.`,
      asked.by.userId,
    );
    await writeAudit(trx, {
      action: 'record.action',
      userId: asked.by.userId,
      ip: asked.by.ip,
      resource: 'orders',
      recordId: orderId,
      detail: {
        action: 'refund',
        amount_pence: amount,
        reason,
        reference,
      },
      changes: [
        rowChange(getResource('orders'), before, { ...current, status, updated_at: at }),
        ...revoked.map((enrolment) => ({
          ...rowChange(getResource('enrolments'), enrolment, undefined),
          done: 'revoked',
        })),
      ],
    });
    // Last, so the credit note counter's row is held for as short a time as the transaction allows.
    const creditNote = await issueCreditNote(trx, { id: refundId, order_id: orderId, amount, reason, at });
    return { order: { ...current, status, updated_at: at }, revoked: revoked.length, whole, creditNote };
  });
  await mailRefund(
    ctx,
    done.order,
    amount,
    at,
    done.whole
      ? 'As the whole order has been refunded, the courses it bought are no longer in your account, and any certificate earned in them has been revoked.'
      : 'You keep the courses this order bought.',
    log,
    done.creditNote,
  );
  return { order: done.order, amount, revoked: done.revoked };
}
