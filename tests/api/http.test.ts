import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/api/http';
import { captureHttp } from './capture';

/** The headers a real socket receives for one call. */
async function headersOnTheWire(call: (baseURL: string) => Promise<unknown>): Promise<IncomingHttpHeaders> {
  let seen: IncomingHttpHeaders = {};
  const server = createServer((request, response) => {
    seen = request.headers;
    request.resume();
    request.on('end', () => response.setHeader('content-type', 'application/json').end('{"data":[]}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await call(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
  return seen;
}

describe('the HTTP client', () => {
  it('sends the admin token as a bearer on admin calls, fetched once for calls in flight together', async () => {
    const { http, requests } = captureHttp(
      ({ url }) => (url === '/api/getTokenForAdmin' ? { data: { token: 'tok-1' } } : { data: { data: [] } }),
      {},
    );
    await Promise.all([http.get('/api/admin/bundles'), http.post('/api/admin/coupon/list', { page: 1 })]);
    await http.get('/api/admin/products');
    expect(requests.filter((r) => r.url === '/api/getTokenForAdmin')).toHaveLength(1);
    for (const call of requests.filter((r) => r.url.startsWith('/api/admin/')))
      expect(call.headers.authorization).toBe('Bearer tok-1');
  });

  it('sends no token on the admin login, the public calls or the token call itself', async () => {
    const { http, requests } = captureHttp(() => ({ data: { token: 'tok-1', ok: true } }), {});
    await http.post('/api/admin/login', { email: 'a@b.c', password: 'x' });
    await http.get('/api/user');
    expect(requests.map((r) => r.url)).toEqual(['/api/admin/login', '/api/user']);
    expect(requests.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it('asks for the token again after it was cleared, and when the last answer had none', async () => {
    let tokens = [null, 'tok-2', 'tok-3'];
    const { http, requests } = captureHttp(({ url }) => {
      if (url !== '/api/getTokenForAdmin') return { data: {} };
      const [token, ...rest] = tokens;
      tokens = rest;
      return { data: { token } };
    }, {});
    await http.get('/api/admin/bundles');
    await http.get('/api/admin/bundles');
    http.clearToken();
    await http.get('/api/admin/bundles');
    const sent = requests.filter((r) => r.url === '/api/admin/bundles').map((r) => r.headers.authorization);
    expect(sent).toEqual([undefined, 'Bearer tok-2', 'Bearer tok-3']);
  });

  it('refreshes a refused token once and repeats the call with the new one', async () => {
    let issued = 0;
    const { http, requests } = captureHttp(({ url, headers }) => {
      if (url === '/api/getTokenForAdmin') return { data: { token: `tok-${++issued}` } };
      return headers.authorization === 'Bearer tok-2'
        ? { data: { data: { id: 1 } } }
        : { status: 403, data: {} };
    }, {});
    await expect(http.post('/api/admin/tips/create-tip', { title: 't' })).resolves.toEqual({
      data: { id: 1 },
    });
    const calls = requests.filter((r) => r.url === '/api/admin/tips/create-tip');
    expect(calls.map((r) => r.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(calls[1].body).toEqual({ title: 't' });
  });

  it('gives up after one refresh: a second refusal is the HttpError', async () => {
    const { http, requests } = captureHttp(
      ({ url }) =>
        url === '/api/getTokenForAdmin'
          ? { data: { token: 'tok' } }
          : { status: 403, data: { message: 'Admins only' } },
      {},
    );
    const error = await http.get('/api/admin/bundles').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Admins only', status: 403 });
    expect(requests.filter((r) => r.url === '/api/admin/bundles')).toHaveLength(2);
  });

  it('does not repeat a refused call outside the admin API', async () => {
    const { http, requests } = captureHttp(() => ({ status: 403, data: { message: 'Not from here' } }), {});
    await expect(http.post('/api/add_comment', {})).rejects.toMatchObject({ status: 403 });
    expect(requests).toHaveLength(1);
  });

  it('sends JSON bodies with the JSON content type', async () => {
    const { http, requests } = captureHttp();
    await http.post('/api/admin/coupon/list', { page: 1 });
    expect(requests[0].headers['content-type']).toMatch(/^application\/json/);
    expect(requests[0].body).toEqual({ page: 1 });
  });

  it('labels a call without a body with no content type (transcripts/transcripts: no body)', async () => {
    const headers = await headersOnTheWire((baseURL) =>
      createHttpClient({ baseURL, getToken: async () => 't' }).post('/api/admin/transcripts/transcripts'),
    );
    expect(headers['content-type']).toBeUndefined();
    expect(headers['content-length']).toBe('0');
    expect(headers.authorization).toBe('Bearer t');
  });

  it('keeps the session cookie on cross-origin calls', async () => {
    const asked: RequestInit[] = [];
    const http = createHttpClient({
      baseURL: 'http://api.test',
      fetch: async (_input, init = {}) => {
        asked.push(init);
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    });
    await http.get('/api/user');
    expect(asked.map((init) => init.credentials)).toEqual(['include']);
  });
});

describe('a failed call', () => {
  it("carries the server's message and status", async () => {
    const { http } = captureHttp(() => ({ status: 404, data: { message: 'No such coupon' } }));
    await expect(http.post('/api/admin/coupon/delete', { id: 9 })).rejects.toMatchObject({
      name: 'HttpError',
      message: 'No such coupon',
      status: 404,
      body: { message: 'No such coupon' },
    });
  });

  it("carries the network error's text when no answer came", async () => {
    const { http } = captureHttp(() => ({ unreachable: true }));
    const error = await http.get('/api/admin/bundles').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Network Error', status: 0 });
  });

  it('falls back to the status text when the answer has no message', async () => {
    const { http } = captureHttp(() => ({ status: 500, data: '<html>oops</html>' }));
    await expect(http.get('/api/admin/bundles')).rejects.toMatchObject({
      message: 'Request failed with status code 500',
      status: 500,
    });
  });

  it('puts a 422 on the form fields, one string each, and keeps every message of each field', async () => {
    const { http } = captureHttp(() => ({
      status: 422,
      data: {
        message: 'The email has already been taken.',
        errors: {
          email: ['The email has already been taken.', 'The email must be a valid address.'],
          'questions.0.text': ['The text is required.'],
        },
      },
    }));
    const error = (await http.post('/api/admin/instructor/create', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(422);
    expect(error.message).toBe('The email has already been taken.');
    expect(error.body.errors).toEqual({
      email: 'The email has already been taken. The email must be a valid address.',
      'questions.0.text': 'The text is required.',
      root: { serverError: 'The email has already been taken.' },
    });
    expect(error.body.fieldErrors).toEqual({
      email: ['The email has already been taken.', 'The email must be a valid address.'],
      'questions.0.text': ['The text is required.'],
    });
  });

  it('leaves out an empty `errors`, so react-admin shows the message instead of an empty form error', async () => {
    const { http } = captureHttp(() => ({ status: 422, data: { message: 'Invalid', errors: {} } }));
    const error = (await http.post('/api/admin/tips/create-tip', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.body).toEqual({ message: 'Invalid' });
  });
});
