import type { AppContext } from '../../context';
import { loose } from '../../db/schema';
import { addOrderEvent } from '../orders';
import { providerNamed } from './index';

type Log = { warn: (o: object, m: string) => void };

/**
 * Closes at the provider the payment page of every order that can no longer be paid (cancelled
 * when the basket changed, by an admin or for want of payment; failed), so it cannot take money
 * for it. Each page is claimed before it is closed, so two callers at once close it once; a
 * provider that cannot be reached leaves it to the next call (the expiry sweep runs every
 * minute), and a payment that slips through meanwhile is given back when it arrives.
 */
export async function closeStaleSessions(ctx: AppContext, log: Log): Promise<number> {
  const stale = await loose(ctx.db)
    .selectFrom('orders')
    .select(['id', 'status', 'provider', 'provider_session_id'])
    .where('status', 'in', ['cancelled', 'failed'])
    .where('provider_session_id', 'is not', null)
    .where('session_closed_at', 'is', null)
    .execute();
  let closed = 0;
  for (const order of stale) {
    const orderId = Number(order.id);
    const claimed = await loose(ctx.db)
      .updateTable('orders')
      .set({ session_closed_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .where('session_closed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const provider = providerNamed(ctx, order.provider);
    if (!provider) continue;
    try {
      const outcome = await provider.closeSession(String(order.provider_session_id));
      if (provider.name === 'stripe')
        await addOrderEvent(
          ctx.db,
          orderId,
          String(order.status),
          outcome === 'closed'
            ? 'The payment page at Stripe was closed: it can no longer take payment.'
            : 'The payment page at Stripe had taken payment before it could be closed: the payment is given back when Stripe reports it.',
        );
      closed += 1;
    } catch (error) {
      log.warn({ err: error, orderId }, 'the payment page could not be closed; it is tried again later');
      await loose(ctx.db)
        .updateTable('orders')
        .set({ session_closed_at: null })
        .where('id', '=', orderId)
        .execute();
    }
  }
  return closed;
}
