import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received: its path and its form-encoded body, flattened. */
export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
}

/**
 * A small stand-in for the few Stripe API endpoints the shop uses (coupons, Checkout Sessions,
 * refunds), speaking Stripe's protocol: bearer key, form-encoded bodies, JSON answers.
 */
export interface FakeStripe {
  url: string;
  calls: StripeCall[];
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

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const failures: number[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const form = await formOf(request);
      const path = (request.url ?? '').split('?')[0];
      calls.push({ method: request.method ?? '', path, form });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      const status = failures.shift();
      if (status !== undefined)
        return send(status, { error: { type: 'api_error', message: 'The fake was told to fail.' } });
      if (request.method === 'POST' && path === '/v1/coupons')
        return send(200, {
          id: id('co'),
          object: 'coupon',
          amount_off: Number(form.amount_off),
          currency: form.currency,
          duration: form.duration,
        });
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const session = id('cs_test');
        return send(200, {
          id: session,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${session}`,
          currency: form.currency,
          metadata: { order_id: form['metadata[order_id]'] },
          payment_status: 'unpaid',
          status: 'open',
        });
      }
      if (request.method === 'POST' && path === '/v1/refunds')
        return send(200, {
          id: id('re'),
          object: 'refund',
          payment_intent: form.payment_intent,
          status: 'succeeded',
        });
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path}).` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
