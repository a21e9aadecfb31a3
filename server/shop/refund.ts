import { writeAudit } from '../audit';
import { getResource } from '../../src/resources';
import type { DbOrTrx, Row } from '../db/schema';
import { loose } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../errors';
import { rowChange } from '../records/auditChange';
import { addOrderEvent, orderRow } from './orders';

/**
 * A paid order given back, in one transaction: it becomes refunded, the enrolments it granted are
 * revoked, its history and the audit log say who did it and the provider's refund reference.
 * Answers how many enrolments went; 409 when the order is not (or no longer) paid.
 */
export async function recordRefund(
  db: DbOrTrx,
  orderId: number,
  reference: string,
  by: { userId: number | null; ip: string | null },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const before = await orderRow(trx, orderId);
    const moved = await loose(trx)
      .updateTable('orders')
      .set({ status: 'refunded', updated_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new HttpError(409, 'Only a paid order can be refunded.');
    const revoked = await trx
      .deleteFrom('enrolments')
      .where('order_id', '=', orderId)
      .returningAll()
      .execute();
    const count = revoked.length;
    await addOrderEvent(
      trx,
      orderId,
      'refunded',
      `Refunded (${reference}); ${count} enrolment${count === 1 ? '' : 's'} revoked.`,
      by.userId,
    );
    await writeAudit(trx, {
      action: 'record.action',
      userId: by.userId,
      ip: by.ip,
      resource: 'orders',
      recordId: orderId,
      detail: { action: 'refund' },
      changes: [
        rowChange(getResource('orders'), before, await orderRow(trx, orderId)),
        ...revoked.map((enrolment) => ({
          ...rowChange(getResource('enrolments'), enrolment as Row, undefined),
          done: 'revoked',
        })),
      ],
    });
    return count;
  });
}
