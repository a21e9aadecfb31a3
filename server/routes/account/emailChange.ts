import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../src/contract/endpoints';
import { writeAudit } from '../../audit';
import { requireUser } from '../../auth/guards';
import { unprocessable } from '../../errors';
import { jsonBody } from '../student/request';
import { ACCOUNT_POLICIES, confirmPassword, countRequest } from './limits';
import { addressTakenNotice, changeMail, changeRequestedNotice, sendLogged, sendOrRefuse } from './mail';
import { emailFrom } from './request';
import { issueToken, retireTokens } from './tokens';

/**
 * Change email: the new address takes effect only once a link mailed to it is opened
 * (emailVerification.ts); the old address is told. The answer is the same whether or not
 * another account has the new address, so the form cannot be used to find accounts.
 */
export async function emailChangeRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.post(accountEndpoints.changeEmail.path, async (request, reply) => {
    const { user } = await requireUser(ctx, request);
    const body = jsonBody(request);
    const email = emailFrom(body.email);
    if (email === user.email) throw unprocessable({ email: ['This is already your email address.'] });
    await confirmPassword(ctx, request, user.id, body.password);
    await countRequest(ctx, 'address changes', [[`account-mail:${user.id}`, ACCOUNT_POLICIES.accountMail]]);

    const holder = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (holder) {
      await sendLogged(ctx, request.log, addressTakenNotice(email));
    } else {
      await retireTokens(ctx.db, user.id, ['email_change']);
      const token = await issueToken(ctx.db, user.id, 'email_change', email);
      await sendOrRefuse(ctx, request.log, changeMail(ctx, email, user.name, token));
      await sendLogged(ctx, request.log, changeRequestedNotice(user.email, user.name));
    }
    await writeAudit(ctx.db, {
      action: 'account.email_change_requested',
      userId: user.id,
      ip: request.ip,
      detail: { to: email },
    });
    reply.code(202);
    return {
      ok: true,
      message: `We have sent a link to ${email}. Your address changes when you open it.`,
      pending_email: email,
    };
  });
}
