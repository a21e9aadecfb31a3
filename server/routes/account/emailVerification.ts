import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountEndpoints } from '../../../src/contract/endpoints';
import { writeAudit } from '../../audit';
import { requireUser } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../errors';
import { jsonBody } from '../student/request';
import { ACCOUNT_POLICIES, countRequest } from './limits';
import { changedNotice, sendLogged, sendOrRefuse, verifyMail } from './mail';
import { LINK_MESSAGES, consumeToken, issueToken, liveToken, retireTokens } from './tokens';

export interface NewAccount {
  id: number;
  name: string;
  email: string;
}

/**
 * Mails a new account the link that verifies its address. The account works at once; a mail
 * the relay refuses is logged and can be sent again from the notice on the student's pages.
 */
export async function sendEmailVerification(request: FastifyRequest, user: NewAccount): Promise<void> {
  const ctx = request.server.ctx;
  const token = await issueToken(ctx.db, user.id, 'email_verify', user.email);
  await sendLogged(ctx, request.log, verifyMail(ctx, user.email, user.name, token));
}

export const ADDRESS_TAKEN = 'Another account uses this address now, so it cannot be moved to it.';

/** The mailed link that proves an address: a new account's, or the new one of a change. */
export async function emailVerificationRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.post(accountEndpoints.verifyEmail.path, async (request) => {
    const token = await liveToken(ctx.db, jsonBody(request).token, ['email_verify', 'email_change']);
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'closed_at'])
      .where('id', '=', token.userId)
      .executeTakeFirstOrThrow();
    if (user.closed_at) throw new HttpError(410, LINK_MESSAGES.unknown);
    const userId = Number(user.id);
    const now = new Date().toISOString();

    if (token.purpose === 'email_verify') {
      // A link to an address the account has since left proves nothing about the one it has.
      if (token.email !== user.email)
        throw new HttpError(410, 'This link is for an address your account no longer uses.');
      await inTransaction(ctx.db, async (trx) => {
        await consumeToken(trx, token);
        await trx.updateTable('users').set({ email_verified_at: now }).where('id', '=', userId).execute();
        await retireTokens(trx, userId, ['email_verify']);
        await writeAudit(trx, { action: 'account.email_verified', userId, ip: request.ip });
      });
      return { ok: true, message: 'Thank you: your email address is verified.', email: user.email };
    }

    await inTransaction(ctx.db, async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', token.email)
        .where('id', '!=', userId)
        .executeTakeFirst();
      if (taken) throw new HttpError(409, ADDRESS_TAKEN);
      await consumeToken(trx, token);
      await trx
        .updateTable('users')
        .set({ email: token.email, email_verified_at: now, updated_at: now })
        .where('id', '=', userId)
        .execute();
      await retireTokens(trx, userId, ['email_verify', 'email_change', 'password_reset']);
      await writeAudit(trx, {
        action: 'account.email_changed',
        userId,
        ip: request.ip,
        detail: { from: user.email, to: token.email },
      });
    });
    await sendLogged(ctx, request.log, changedNotice(user.email, user.name, token.email));
    return { ok: true, message: `Your email address is now ${token.email}.`, email: token.email };
  });

  app.post(accountEndpoints.resendVerification.path, async (request) => {
    const { user } = await requireUser(ctx, request);
    const row = await ctx.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (row.email_verified_at) return { ok: true, message: 'Your email address is already verified.' };
    await countRequest(ctx, 'verification mails', [
      [`account-mail:${user.id}`, ACCOUNT_POLICIES.accountMail],
      [`reset-ip:${request.ip}`, ACCOUNT_POLICIES.resetIp],
    ]);
    const token = await issueToken(ctx.db, user.id, 'email_verify', user.email);
    await sendOrRefuse(ctx, request.log, verifyMail(ctx, user.email, user.name, token));
    return { ok: true, message: `We have sent a new link to ${user.email}.` };
  });
}
