import type { Row } from '../db/schema';
import { money } from '../shop/money';
import type { Mail } from './mailer';

const pence = (value: unknown) => money(Number(value ?? 0));

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The receipt of a paid order (a stored row: money in pence), as a mail. */
export function receiptMail(order: Row, student: { name: string; email: string }, publicUrl: string): Mail {
  const lines = JSON.parse(String(order.items ?? '[]')) as { title: string; unit_price: number }[];
  const link = `${publicUrl}/dashboard/orders/${String(order.id)}`;
  const discount = Number(order.discount ?? 0);
  const address = order.delivery_address ? String(order.delivery_address) : '';
  const rows: [string, string][] = [
    ...lines.map((line): [string, string] => [line.title, pence(line.unit_price)]),
    ['Subtotal', pence(order.subtotal)],
    ...(discount > 0
      ? [[`Discount (${String(order.coupon_code ?? '')})`, `-${pence(discount)}`] as [string, string]]
      : []),
    ['Total paid', pence(order.total)],
  ];
  const text = [
    `Hello ${student.name},`,
    '',
    `Thank you for your order #${String(order.id)} with MindWell Academy.`,
    '',
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    '',
    `Payment reference: ${String(order.payment_reference ?? '')}`,
    `Date: ${String(order.paid_at ?? order.created_at ?? '').slice(0, 10)}`,
    ...(address ? ['', 'We will post your order to:', address] : []),
    '',
    `Your receipt, and the way to start learning: ${link}`,
  ].join('\n');
  const html =
    `<p>Hello ${escapeHtml(student.name)},</p>` +
    `<p>Thank you for your order #${escapeHtml(String(order.id))} with MindWell Academy.</p>` +
    `<table>${rows.map(([label, amount]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(amount)}</td></tr>`).join('')}</table>` +
    `<p>Payment reference: ${escapeHtml(String(order.payment_reference ?? ''))}</p>` +
    (address
      ? `<p>We will post your order to:<br>${address.split('\n').map(escapeHtml).join('<br>')}</p>`
      : '') +
    `<p><a href="${escapeHtml(link)}">See your receipt and start learning</a></p>`;
  return { to: student.email, subject: `Your receipt for order #${String(order.id)}`, text, html };
}
