import { money } from '../shop/money';
import type { Mail } from './mailer';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface RefundNotice {
  orderId: number;
  /** Pence given back. */
  amount: number;
  at: string;
  /** What the student keeps or loses, in a sentence. */
  outcome: string;
  /** The number of the credit note sent with it, if any. */
  creditNote?: string;
}

/** The confirmation of a refund: how much, when, to the card that paid, and what it changes. */
export function refundMail(
  notice: RefundNotice,
  student: { name: string; email: string },
  publicUrl: string,
): Mail {
  const amount = money(notice.amount);
  const date = longDate.format(new Date(notice.at));
  const link = `${publicUrl}/dashboard/orders/${notice.orderId}`;
  const text = [
    `Hello ${student.name},`,
    '',
    `We have refunded ${amount} of your order #${notice.orderId} on ${date}.`,
    'It goes back to the card you paid with, and usually shows on your statement within 5 to 10 working days.',
    '',
    notice.outcome,
    ...(notice.creditNote ? ['', `Your credit note ${notice.creditNote} is attached.`] : []),
    '',
    `Your receipt, with the refund on it: ${link}`,
  ].join('\n');
  return { to: student.email, subject: `Refund of ${amount} for order #${notice.orderId}`, text };
}
