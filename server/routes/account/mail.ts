import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import type { Mail } from '../../mail/mailer';
import { TOKEN_LIFETIME_MINUTES, type TokenPurpose } from './tokens';

/** The page of the student site each mailed token opens. */
const PAGE: Record<TokenPurpose, string> = {
  password_reset: '/reset-password',
  email_verify: '/verify-email',
  email_change: '/verify-email',
};

export const linkFor = (ctx: AppContext, purpose: TokenPurpose, token: string): string =>
  `${ctx.config.publicUrl}${PAGE[purpose]}?token=${encodeURIComponent(token)}`;

function lifetime(purpose: TokenPurpose): string {
  const minutes = TOKEN_LIFETIME_MINUTES[purpose];
  if (minutes < 120) return `${minutes} minutes`;
  if (minutes < 48 * 60) return `${minutes / 60} hours`;
  return `${minutes / 60 / 24} days`;
}

const SIGNATURE = '\n\nMindWell Academy';

export function resetMail(ctx: AppContext, to: string, name: string, token: string): Mail {
  const link = linkFor(ctx, 'password_reset', token);
  return {
    to,
    subject: 'Reset your MindWell Academy password',
    text:
      `Hello ${name},\n\nSomeone, hopefully you, asked to reset the password of your MindWell Academy account. ` +
      `Open this link to choose a new one:\n\n${link}\n\nThe link works once, within ${lifetime('password_reset')}. ` +
      `Setting a new password signs the account out everywhere.\n\n` +
      `If you did not ask for this, ignore this message: your password stays as it is.${SIGNATURE}`,
  };
}

export function verifyMail(ctx: AppContext, to: string, name: string, token: string): Mail {
  const link = linkFor(ctx, 'email_verify', token);
  return {
    to,
    subject: 'Confirm your email address',
    text:
      `Hello ${name},\n\nWelcome to MindWell Academy. Please confirm that this is your address by opening this link:\n\n` +
      `${link}\n\nThe link works once, within ${lifetime('email_verify')}.${SIGNATURE}`,
  };
}

export function changeMail(ctx: AppContext, to: string, name: string, token: string): Mail {
  const link = linkFor(ctx, 'email_change', token);
  return {
    to,
    subject: 'Confirm your new email address',
    text:
      `Hello ${name},\n\nYou asked to use this address for your MindWell Academy account. ` +
      `Open this link to confirm it:\n\n${link}\n\nUntil you do, the account keeps its old address. ` +
      `The link works once, within ${lifetime('email_change')}.\n\n` +
      `If you did not ask for this, ignore this message.${SIGNATURE}`,
  };
}

export const changeRequestedNotice = (to: string, name: string): Mail => ({
  to,
  subject: 'A change of your email address was requested',
  text:
    `Hello ${name},\n\nSomeone signed in to your MindWell Academy account asked to move it to a new email address. ` +
    `Nothing changes until the new address is confirmed from the link we sent to it.\n\n` +
    `If this was not you, sign in and change your password now.${SIGNATURE}`,
});

export const changedNotice = (to: string, name: string, newEmail: string): Mail => ({
  to,
  subject: 'Your email address has been changed',
  text:
    `Hello ${name},\n\nYour MindWell Academy account now uses the address ${newEmail}. ` +
    `Mail about the account goes there from now on.\n\n` +
    `If this was not you, reply to this message at once.${SIGNATURE}`,
});

/** To the holder of an address someone tried to move another account to. */
export const addressTakenNotice = (to: string): Mail => ({
  to,
  subject: 'Someone tried to use your email address',
  text:
    `Hello,\n\nSomeone asked to move a MindWell Academy account to this address, which already has an account. ` +
    `Nothing has changed. If you forgot your password, use "Forgot your password?" on the sign-in page.${SIGNATURE}`,
});

/**
 * Mails without the request waiting: an answer that waited for the relay would take longer when
 * an account exists than when it does not. Each app keeps its sends, and waits for them on close.
 */
export class BackgroundMail {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(work: () => Promise<void>): void {
    const job = work()
      .catch((error: unknown) => this.log.error({ err: error }, 'account mail could not be sent'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

/** Sends now and reports a failure to the log: the change it tells of has happened anyway. */
export async function sendLogged(ctx: AppContext, log: FastifyBaseLogger, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    log.error({ err: error }, 'account mail could not be sent');
  }
}

/** Sends now; a relay that refuses is a 503 the person can act on, never a silent loss. */
export async function sendOrRefuse(ctx: AppContext, log: FastifyBaseLogger, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    log.error({ err: error }, 'account mail could not be sent');
    throw new HttpError(503, 'The message could not be sent just now. Try again in a few minutes.');
  }
}
