import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/**
 * Tells the owner of an address that someone tried to register with it: the form's answer
 * says the address is taken, so the owner hears of every such try, with the ways back in.
 * A failure to send is logged, never shown to whoever filled in the form.
 */
export async function tellOwnerOfRegistration(
  ctx: AppContext,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const owner = await ctx.db.selectFrom('users').select('name').where('email', '=', email).executeTakeFirst();
  if (!owner) return;
  const signIn = `${ctx.config.publicUrl}/login`;
  const reset = `${ctx.config.publicUrl}/forgot-password`;
  const text = [
    `Hello ${owner.name},`,
    '',
    'Someone just tried to create a MindWell Academy account with this email address. You',
    'already have an account, so no new one was made and nothing about yours has changed.',
    '',
    `If it was you, sign in here: ${signIn}`,
    `Forgotten your password? Choose a new one here: ${reset}`,
    '',
    'If it was not you, you need do nothing.',
  ].join('\n');
  await ctx.mailer
    .send({ to: email, subject: 'Someone tried to register with your email address', text })
    .catch((error: unknown) => request.log.error({ err: error }, 'could not send the registration notice'));
}
