import type { FastifyInstance } from 'fastify';
import { closeAccountRoutes } from './closeAccount';
import { emailChangeRoutes } from './emailChange';
import { emailVerificationRoutes } from './emailVerification';
import { exportDataRoutes } from './exportData';
import { passwordResetRoutes } from './passwordReset';
import { accountStatusRoutes } from './status';

/** Ways back into an account, and the account's own data (docs/API.md, "Accounts"). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(passwordResetRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(emailChangeRoutes);
  await app.register(accountStatusRoutes);
  await app.register(exportDataRoutes);
  await app.register(closeAccountRoutes);
}
