/**
 * The selling calls (docs/API.md, "Basket, checkout and payments"). Money in these answers is
 * integer pence where a name ends in `_pence`; orders keep the wire form (pounds) of every record.
 */
export const shopEndpoints = {
  basket: '/api/basket',
  basketItems: '/api/basket/items',
  basketItem: '/api/basket/items/:lineId',
  basketCoupon: '/api/basket/coupon',
  checkout: '/api/checkout',
  orderPayment: '/api/orders/:id/payment',
  testPay: '/api/payments/test/orders/:id/pay',
  stripeWebhook: '/api/payments/stripe/webhook',
  myOrder: '/api/my/orders/:id',
  /** An order's VAT invoice as a PDF: its buyer or an admin. */
  orderInvoice: '/api/orders/:id/invoice',
  /** One of an order's credit notes as a PDF, by its number (`CN-000007`): its buyer or an admin. */
  orderCreditNote: '/api/orders/:id/credit-notes/:number',
  /** The buyer cancels within 14 days, before starting, and is refunded at once. */
  myOrderCancel: '/api/my/orders/:id/cancel',
  enrolFree: '/api/courses/:id/enrol',
  adminOrder: '/api/admin/orders/:id',
  adminRefund: '/api/admin/orders/:id/refund',
  adminMarkPaid: '/api/admin/orders/:id/mark-paid',
  adminCancel: '/api/admin/orders/:id/cancel',
  adminDispatch: '/api/admin/orders/:id/dispatch',
} as const;
