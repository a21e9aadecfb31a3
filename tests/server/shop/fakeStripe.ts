import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received: its path and its form-encoded body, flattened. */
export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
}

/** A Checkout Session as the fake keeps it, in Stripe's own field names. */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
}

/**
 * A small stand-in for the Stripe API endpoints the shop uses, speaking Stripe's protocol (bearer
 * key, form-encoded bodies, JSON answers, Idempotency-Key): coupons; Checkout Sessions created,
 * retrieved and expired (an expired or completed session cannot be expired again, as at Stripe);
 * and refunds, which never give back more than a payment took.
 */
export interface FakeStripe {
  url: string;
  calls: StripeCall[];
  sessions: Map<string, FakeSession>;
  /** The student pays on the session's page: it completes, with a payment intent for its total. */
  pay(sessionId: string): FakeSession;
  /** Pence refunded of a payment intent so far. */
  refundedOf(paymentIntent: string): number;
  /** Makes the next `times` calls answer Stripe's error of this HTTP status. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

const invalid = (message: string, code?: string) => ({
  error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) },
});

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const failures: number[] = [];
  const sessions = new Map<string, FakeSession>();
  const coupons = new Map<string, number>();
  /** Pence each payment intent took, and how much of it has been refunded. */
  const payments = new Map<string, { amount: number; refunded: number }>();
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const answer = (method: string, path: string, form: Record<string, string>): [number, unknown] => {
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = id('co');
      coupons.set(coupon, Number(form.amount_off));
      return [
        200,
        {
          id: coupon,
          object: 'coupon',
          amount_off: Number(form.amount_off),
          currency: form.currency,
          duration: form.duration,
        },
      ];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      let total = 0;
      for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i += 1)
        total +=
          Number(form[`line_items[${i}][price_data][unit_amount]`]) *
          Number(form[`line_items[${i}][quantity]`]);
      total -= coupons.get(form['discounts[0][coupon]']) ?? 0;
      const sessionId = id('cs_test');
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: total,
        currency: form.currency,
        client_reference_id: form.client_reference_id ?? null,
        metadata: { order_id: form['metadata[order_id]'] },
        payment_intent: null,
      };
      sessions.set(sessionId, session);
      return [200, session];
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (session) {
      const found = sessions.get(session[1]);
      if (!found) return [404, invalid(`No such checkout.session: '${session[1]}'`, 'resource_missing')];
      if (method === 'GET' && !session[2]) return [200, found];
      if (method === 'POST' && session[2]) {
        if (found.status !== 'open')
          return [
            400,
            invalid(
              `Only Checkout Sessions with a status in [open] can be expired. This Checkout Session has a status of ${found.status}.`,
            ),
          ];
        found.status = 'expired';
        return [200, found];
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const payment = payments.get(form.payment_intent);
      if (!payment)
        return [400, invalid(`No such payment_intent: '${form.payment_intent}'`, 'resource_missing')];
      const amount = form.amount === undefined ? payment.amount - payment.refunded : Number(form.amount);
      if (payment.refunded >= payment.amount)
        return [400, invalid('Charge has already been refunded.', 'charge_already_refunded')];
      if (amount > payment.amount - payment.refunded)
        return [
          400,
          invalid('Refund amount is greater than unrefunded amount on charge.', 'amount_too_large'),
        ];
      payment.refunded += amount;
      return [
        200,
        { id: id('re'), object: 'refund', amount, payment_intent: form.payment_intent, status: 'succeeded' },
      ];
    }
    return [404, invalid(`Unrecognized request URL (${method}: ${path}).`)];
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const form = await formOf(request);
      const method = request.method ?? '';
      const path = (request.url ?? '').split('?')[0];
      calls.push({ method, path, form });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return send(401, invalid('Invalid API Key provided.'));
      const status = failures.shift();
      if (status !== undefined)
        return send(status, { error: { type: 'api_error', message: 'The fake was told to fail.' } });
      const key = request.headers['idempotency-key'];
      const kept =
        typeof key === 'string' && method === 'POST' ? idempotent.get(`${path} ${key}`) : undefined;
      if (kept) return send(kept.status, kept.body);
      const [code, body] = answer(method, path, form);
      if (typeof key === 'string' && method === 'POST')
        idempotent.set(`${path} ${key}`, { status: code, body });
      send(code, body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      const intent = id('pi');
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent });
      payments.set(intent, { amount: session.amount_total, refunded: 0 });
      return { ...session };
    },
    refundedOf: (paymentIntent) => payments.get(paymentIntent)?.refunded ?? 0,
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
