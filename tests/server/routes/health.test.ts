import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('health and readiness probes', () => {
  it('answers /healthz with JSON, even to a browser asking for HTML', async () => {
    const response = await server.client().request('GET', '/healthz', { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 when the database answers and every migration has run', async () => {
    const response = await server.client().get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers /readyz 503 while a migration is not applied', async () => {
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc limit 1`.execute(server.db);
    const last = rows[0]!.name;
    await sql`delete from kysely_migration where name = ${last}`.execute(server.db);
    try {
      const response = await server.client().get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', reason: `migrations not applied: ${last}` });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${new Date().toISOString()})`.execute(
        server.db,
      );
    }
  });
});
