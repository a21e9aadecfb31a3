import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../src/contract/endpoints';
import { writeAudit } from '../../audit';
import { hashPassword, passwordProblems } from '../../auth/passwords';
import { endUserSessions } from '../../auth/sessions';
import { inTransaction } from '../../db/transaction';
import { type FieldErrors, addError, unprocessable } from '../../errors';
import { jsonBody } from '../student/request';
import { ACCOUNT_POLICIES, countRequest } from './limits';
import { BackgroundMail, resetMail } from './mail';
import { emailFrom, textOf } from './request';
import { PASSWORD_BOUND_LINKS, consumeToken, issueToken, liveToken, retireTokens } from './tokens';

/** The one answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to reset the password. The link works once, within 30 minutes.';

export const PASSWORD_RESET =
  'Your password has been changed and every session of the account has ended. Log in with your new password.';

/**
 * Forgot your password: a mailed single-use link, and the page it opens. The request's answer
 * and its timing never say whether an account exists; a new password ends every session of
 * the account, the browser that set it included, which then signs in anew.
 */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const mail = new BackgroundMail(app.log);
  app.addHook('onClose', () => mail.settled());

  app.post(accountEndpoints.forgotPassword.path, async (request) => {
    const email = emailFrom(jsonBody(request).email);
    await countRequest(ctx, 'reset requests', [
      [`reset-ip:${request.ip}`, ACCOUNT_POLICIES.resetIp],
      [`reset-email:${email}`, ACCOUNT_POLICIES.resetEmail],
    ]);
    mail.run(async () => {
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('email', '=', email)
        .where('disabled', '=', 0)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      await writeAudit(ctx.db, {
        action: 'account.reset_requested',
        userId: user ? Number(user.id) : null,
        ip: request.ip,
        detail: { email, known: Boolean(user) },
      });
      if (!user) return;
      const token = await issueToken(ctx.db, Number(user.id), 'password_reset', user.email);
      await ctx.mailer.send(resetMail(ctx, user.email, user.name, token));
    });
    return { ok: true, message: RESET_REQUESTED };
  });

  app.post(accountEndpoints.checkResetLink.path, async (request) => {
    await liveToken(ctx.db, jsonBody(request).token, ['password_reset']);
    return { ok: true };
  });

  app.post(accountEndpoints.resetPassword.path, async (request) => {
    const body = jsonBody(request);
    const token = await liveToken(ctx.db, body.token, ['password_reset']);
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', token.userId)
      .executeTakeFirstOrThrow();
    const password = textOf(body.password);
    const errors: FieldErrors = {};
    if (!password) addError(errors, 'password', 'The password field is required.');
    else for (const problem of passwordProblems(password, user.email)) addError(errors, 'password', problem);
    if (password && body.password_confirmation !== password)
      addError(errors, 'password_confirmation', 'The password confirmation does not match.');
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    // Hashed before the transaction: argon2 is slow on purpose and must not hold the write lock.
    const hash = await hashPassword(password);
    await inTransaction(ctx.db, async (trx) => {
      await consumeToken(trx, token);
      const now = new Date().toISOString();
      await trx
        .updateTable('users')
        .set({ password_hash: hash, updated_at: now })
        .where('id', '=', user.id)
        .execute();
      // The link reached the address the account has: that proves the address too.
      if (token.email === user.email)
        await trx
          .updateTable('users')
          .set({ email_verified_at: now })
          .where('id', '=', user.id)
          .where('email_verified_at', 'is', null)
          .execute();
      await retireTokens(trx, Number(user.id), PASSWORD_BOUND_LINKS);
      await endUserSessions(trx, Number(user.id));
      await writeAudit(trx, { action: 'account.password_reset', userId: Number(user.id), ip: request.ip });
    });
    return { ok: true, message: PASSWORD_RESET };
  });
}
