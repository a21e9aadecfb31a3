/** The built apps: SPA fallback, JSON 404s for the API, caching, compression, security headers. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/testServer';

const INDEX =
  '<!doctype html><html><head><title>MindWell Academy</title></head><body><div id="root"></div></body></html>';
const CONSOLE =
  '<!doctype html><html><head><title>MindWell Academy admin</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('MindWell '.repeat(400))});`;

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'mindwell-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await mkdir(path.join(dist, 'admin'));
  await writeFile(path.join(dist, 'admin', 'index.html'), CONSOLE);
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'vendor-4d5e6f.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'vendor-4d5e6f.js.gz'), gzipSync(SCRIPT));
  server = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string) =>
  server.client().request('GET', url, { headers: { accept: 'text/html,*/*;q=0.8' } });

describe('the single-page apps', () => {
  it.each(['/', '/about', '/dashboard/courses', '/dashboard/administration', '/dashboard/admin-guide'])(
    "answers the student site's page, never cached, for %s",
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it.each([
    '/dashboard/admin',
    '/dashboard/admin/',
    '/dashboard/admin/blogs/categories',
    '/dashboard/admin?x=1',
  ])("answers the console's own page, never cached, for %s", async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(CONSOLE);
  });

  it.each([
    ['curl', '*/*'],
    ['a client that sends no Accept', undefined],
  ])('answers the home page to %s too', async (_who, accept) => {
    const response = await server.client().request('GET', '/', { headers: accept ? { accept } : {} });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('answers a JSON 404, not the app, to a client that asks only for JSON', async () => {
    const response = await server
      .client()
      .request('GET', '/about', { headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers a JSON 404 for an unknown API path, even to a browser', async () => {
    const response = await page('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers a 404 for a missing asset instead of the app, even to a browser', async () => {
    expect((await server.client().get('/assets/missing-000000.js')).statusCode).toBe(404);
    expect((await page('/assets/missing-000000.js')).statusCode).toBe(404);
    expect((await page('/favicon.ico')).statusCode).toBe(404);
  });

  it('serves hashed assets for a year, compressed', async () => {
    const response = await server.client().request('GET', '/assets/app-1a2b3c.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the precompressed file when there is one', async () => {
    const response = await server.client().request('GET', '/assets/vendor-4d5e6f.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and referrer policy', async () => {
    const response = await page('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over https', async () => {
    expect((await page('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps API answers out of caches', async () => {
    const response = await server.client().get('/api/getTokenForAdmin');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
