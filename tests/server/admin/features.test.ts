/** The extensions our server names are those src/contract/features.ts declares, no more, no fewer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES_HEADER, SERVER_FEATURES } from '../../../src/contract/features';
import { type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("the server's extensions", () => {
  it('are named to an admin with the token, each declared once in the contract', async () => {
    const admin = await server.signInAsAdmin();
    const answer = await admin.get('/api/getTokenForAdmin');
    const named = String(answer.headers[FEATURES_HEADER.toLowerCase()]).split(', ');
    expect(named).toEqual([...SERVER_FEATURES]);
    expect(new Set(named).size).toBe(named.length);
  });
});
