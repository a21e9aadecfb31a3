/**
 * ASVS V3 (browser security): the headers helmet and the server add, on every kind of
 * answer (the app's pages, API JSON, errors, static assets, uploaded files): a CSP that allows
 * no inline or evaluated script and no framing, nosniff, a Referrer-Policy, and HSTS only when
 * the site is served over https. The built front end keeps to that CSP.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from '../server/helpers/testServer';
import { PNG, fileBlob } from './support/adminCalls';

const ROOT = path.resolve(import.meta.dirname, '../..');

let server: TestServer;
let distDir: string;
let imageUrl: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'mindwell-dist-'));
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
  await mkdir(path.join(distDir, 'admin'));
  await writeFile(path.join(distDir, 'admin', 'index.html'), '<!doctype html><title>console</title>');
  await writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'console.log("app")');
  server = await startTestServer({ distDir });
  const admin = await server.signInAsAdmin();
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', fileBlob(PNG, 'image/png'), 'pixel.png');
  imageUrl = (await admin.postForm('/api/admin/uploads', form)).json<{ data: { url: string } }>().data.url;
});
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string): void {
  const policy = csp(response);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  for (const [directive, sources] of policy) {
    expect(sources, `${what}: ${directive}`).not.toContain("'unsafe-eval'");
    if (directive.startsWith('script'))
      expect(sources, `${what}: ${directive}`).not.toContain("'unsafe-inline'");
  }
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(response.headers['x-powered-by'], what).toBeUndefined();
  expect(response.headers['strict-transport-security'], what).toBeUndefined();
}

const ANSWERS: [string, string, Record<string, string>, number][] = [
  ['the app’s page', '/', { accept: 'text/html' }, 200],
  ['a client-side route', '/dashboard/admin/blogs', { accept: 'text/html' }, 200],
  ['a static asset', '/assets/app-1234.js', {}, 200],
  ['a missing asset', '/assets/missing.js', {}, 404],
  ['API JSON', '/api/home', {}, 200],
  ['an unknown API path', '/api/nothing-here', { accept: 'text/html' }, 404],
  ['a 401', '/api/user', {}, 401],
  ['an admin 401', '/api/admin/awarding-bodies', {}, 401],
  ['a missing upload', '/uploads/nothing.png', {}, 404],
  ['a refused path', '/uploads/..%2f..%2fpackage.json', {}, 404],
  ['a NUL in the address', '/api/courses?q=%00', {}, 400],
];

describe('every answer', () => {
  it.each(ANSWERS)('carries the security headers: %s', async (what, url, headers, status) => {
    const response = await server.client().request('GET', url, { headers });
    expect(response.statusCode, what).toBe(status);
    expectSecurityHeaders(response, what);
  });

  it('carries them on an uploaded image, a bad request, a 413 and a 429 too', async () => {
    const image = await server.client().get(imageUrl);
    expect(image.statusCode).toBe(200);
    expectSecurityHeaders(image, 'an uploaded image');

    const malformed = await server.client().request('POST', '/api/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed, 'a 400');

    const huge = await server.client().request('POST', '/api/login', {
      body: JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expectSecurityHeaders(huge, 'a 413');

    let throttled: LightMyRequestResponse | undefined;
    for (let i = 0; i < 6; i += 1)
      throttled = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.9.1',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'headers@example.com', password: 'Wrong-pass-1' }),
      });
    expect(throttled?.statusCode).toBe(429);
    expectSecurityHeaders(throttled as LightMyRequestResponse, 'a 429');
  });

  it('keeps API answers out of caches', async () => {
    const response = await server.client().get('/api/home');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('carries them on a server error, which shows no stack', async () => {
    const broken = await startTestServer();
    try {
      await broken.db.schema.dropTable('faqs').execute();
      const response = await broken.client().get('/api/faqs');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expectSecurityHeaders(response, 'a 500');
    } finally {
      await broken.close();
    }
  });
});

describe('HSTS', () => {
  const signIn = (target: TestServer, headers: Record<string, string>) =>
    target.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });

  it('is sent behind a trusted proxy that says https, and not for plain http or an untrusted claim', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const https = await proxied
        .client()
        .request('GET', '/api/home', { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied
        .client()
        .request('GET', '/api/home', { headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      expect(
        (await signIn(proxied, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
      ).toBeDefined();
    } finally {
      await proxied.close();
    }
    const direct = await server
      .client()
      .request('GET', '/api/home', { headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on every answer when COOKIE_SECURE says the site is served over https', async () => {
    const secure = await startTestServer({ env: { COOKIE_SECURE: '1' } });
    try {
      for (const url of ['/api/home', '/api/user', '/uploads/x.png']) {
        const response = await secure.client().get(url);
        expect(response.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
        expect(csp(response).has('upgrade-insecure-requests'), url).toBe(true);
      }
    } finally {
      await secure.close();
    }
  });
});

describe('the front end under this policy', () => {
  it('loads its scripts from files only: no inline script or handler in the page', async () => {
    const pages = [path.join(ROOT, 'index.html')];
    if (existsSync(path.join(ROOT, 'dist', 'index.html'))) pages.push(path.join(ROOT, 'dist', 'index.html'));
    for (const page of pages) {
      const html = await readFile(page, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes, page).toMatch(/\bsrc=/);
        expect(body.trim(), page).toBe('');
      }
      expect(html, page).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html, page).not.toMatch(/javascript:/i);
    }
  });

  const assets = path.join(ROOT, 'dist', 'assets');
  it.skipIf(!existsSync(assets))('evaluates no strings as code in its built scripts', async () => {
    for (const name of (await readdir(assets)).filter((file) => file.endsWith('.js'))) {
      const code = await readFile(path.join(assets, name), 'utf8');
      expect(code, name).not.toMatch(/\bnew Function\s*\(|\beval\s*\(/);
    }
  });
});
