import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/config';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let dataDir: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mindwell-log-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Admin-test-pass-1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'info',
  });
  app = await buildApp({
    config,
    distDir: path.join(dataDir, 'no-dist'),
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the access log', () => {
  it('writes one line a request with the method, route, status, duration and request id', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/blogs/42?token=secret-in-query' });
    const logged = lines.filter((line) => line.msg === 'request');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ method: 'GET', route: '/api/blogs/:id', status: response.statusCode });
    expect(typeof logged[0]!.ms).toBe('number');
    expect(logged[0]!.reqId).toBe(response.headers['x-request-id']);
  });

  it('never writes a password, token or cookie the caller sent', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: 'mw_session=cookie-value-123', authorization: 'Bearer token-value-456' },
      payload: { email: 'nobody@example.com', password: 'password-value-789' },
    });
    const text = JSON.stringify(lines);
    expect(lines.some((line) => line.msg === 'request' && line.route === '/api/login')).toBe(true);
    for (const secret of ['cookie-value-123', 'token-value-456', 'password-value-789'])
      expect(text).not.toContain(secret);
  });
});
