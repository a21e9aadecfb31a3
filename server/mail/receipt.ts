import type { Row } from '../db/schema';
import { vatLineLabel } from '../../src/contract/vatLine';
import { money } from '../shop/money';
import type { VatDocument } from '../shop/vatDocuments';
import type { Mail } from './mailer';

const pence = (value: unknown) => money(Number(value ?? 0));

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The receipt of a paid order (a stored row: money in pence), as a mail; with its invoice, the
 * VAT the total holds (as the invoice has it) and the invoice's number.
 */
export function receiptMail(
  order: Row,
  student: { name: string; email: string },
  publicUrl: string,
  invoice?: VatDocument,
): Mail {
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
    ...(invoice && invoice.vat_rate_percent !== null
      ? [[vatLineLabel(invoice.vat_rate_percent), pence(invoice.totals.vat)] as [string, string]]
      : []),
  ];
  const invoiceNote = invoice ? `Your invoice ${invoice.number} is attached.` : '';
  const text = [
    `Hello ${student.name},`,
    '',
    `Thank you for your order #${String(order.id)} with MindWell Academy.`,
    '',
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    '',
    `Payment reference: ${String(order.payment_reference ?? '')}`,
    `Date: ${String(order.paid_at ?? order.created_at ?? '').slice(0, 10)}`,
    ...(invoiceNote ? [invoiceNote] : []),
    ...(address ? ['', 'We will post your order to:', address] : []),
    '',
    `Your receipt, and the way to start learning: ${link}`,
  ].join('\n');
  const html =
    `<p>Hello ${escapeHtml(student.name)},</p>` +
    `<p>Thank you for your order #${escapeHtml(String(order.id))} with MindWell Academy.</p>` +
    `<table>${rows.map(([label, amount]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(amount)}</td></tr>`).join('')}</table>` +
    `<p>Payment reference: ${escapeHtml(String(order.payment_reference ?? ''))}</p>` +
    (invoiceNote ? `<p>${escapeHtml(invoiceNote)}</p>` : '') +
    (address
      ? `<p>We will post your order to:<br>${address.split('\n').map(escapeHtml).join('<br>')}</p>`
      : '') +
    `<p><a href="${escapeHtml(link)}">See your receipt and start learning</a></p>`;
  return { to: student.email, subject: `Your receipt for order #${String(order.id)}`, text, html };
}
