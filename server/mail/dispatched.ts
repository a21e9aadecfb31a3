import type { Mail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Tells the student their order's posted items have left, where to, and how to track them. */
export function dispatchedMail(
  order: { id: number; delivery_address: string; tracking_reference: string | null },
  student: { name: string; email: string },
  publicUrl: string,
): Mail {
  const link = `${publicUrl}/dashboard/orders/${order.id}`;
  const tracking = order.tracking_reference
    ? `Tracking reference: ${order.tracking_reference}`
    : 'This delivery has no tracking reference.';
  const text = [
    `Hello ${student.name},`,
    '',
    `The items of your order #${order.id} that come by post are on their way to:`,
    order.delivery_address,
    '',
    tracking,
    '',
    `Your order: ${link}`,
  ].join('\n');
  const html =
    `<p>Hello ${escapeHtml(student.name)},</p>` +
    `<p>The items of your order #${order.id} that come by post are on their way to:<br>` +
    `${order.delivery_address.split('\n').map(escapeHtml).join('<br>')}</p>` +
    `<p>${escapeHtml(tracking)}</p>` +
    `<p><a href="${escapeHtml(link)}">See your order</a></p>`;
  return { to: student.email, subject: `Your order #${order.id} has been dispatched`, text, html };
}
