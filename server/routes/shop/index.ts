import type { FastifyInstance } from 'fastify';
import { expirePendingOrders } from '../../shop/orders';
import { closeStaleSessions } from '../../shop/payments/closeSessions';
import { adminOrderRoutes } from './adminOrders';
import { basketRoutes } from './basket';
import { cancelRoutes } from './cancel';
import { checkoutRoutes } from './checkout';
import { dispatchRoutes } from './dispatch';
import { enrolRoutes } from './enrol';
import { paymentRoutes } from './payments';
import { vatDocumentRoutes } from './vatDocuments';

/** How often pending orders past their time are looked for. */
const EXPIRY_SWEEP_MS = 60_000;

/** Selling: basket, checkout, payments, free enrolment, and the console's order actions. */
export async function shopRoutes(app: FastifyInstance): Promise<void> {
  await app.register(basketRoutes);
  await app.register(checkoutRoutes);
  await app.register(cancelRoutes);
  await app.register(paymentRoutes);
  await app.register(enrolRoutes);
  await app.register(vatDocumentRoutes);
  // The order page's calls are an extension (docs/API.md): the legacy backend only lists and deletes.
  if (!app.ctx.config.legacyStrict) {
    await app.register(adminOrderRoutes);
    await app.register(dispatchRoutes);
  }
  const sweep = setInterval(() => {
    expirePendingOrders(app.ctx.db)
      .then(() => closeStaleSessions(app.ctx, app.log))
      .catch((error: unknown) => app.log.error({ err: error }, 'expiring pending orders failed'));
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
