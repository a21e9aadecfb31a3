import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../src/contract/endpoints';
import { requireUser } from '../../auth/guards';

/** The signed-in account's address and its state: verified, and any change waiting for its link. */
export async function accountStatusRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get(accountEndpoints.account.path, async (request) => {
    const { user } = await requireUser(ctx, request);
    const row = await ctx.db
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const pending = await ctx.db
      .selectFrom('account_tokens')
      .select('email')
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'email_change')
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return {
      data: {
        email: row.email,
        email_verified: row.email_verified_at !== null,
        email_verified_at: row.email_verified_at,
        pending_email: pending?.email ?? null,
      },
    };
  });
}
