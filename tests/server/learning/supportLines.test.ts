import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Line = { id: number; title: string; contact: string; link: string | null };
const lines = async () => (await server.client().get('/api/support-lines')).json<{ data: Line[] }>().data;

describe('the support lines behind “Need support now?”', () => {
  it('start as the UK crisis lines, readable by anyone', async () => {
    expect((await lines()).map((line) => [line.title, line.contact, line.link])).toEqual([
      ['Samaritans', 'Call 116 123', 'tel:116123'],
      ['Shout', 'Text SHOUT to 85258', 'sms:85258?body=SHOUT'],
      ['NHS 111', 'Call 111', 'tel:111'],
      ['Emergency services', 'Call 999', 'tel:999'],
    ]);
  });

  it('are edited, added and removed by an admin in the console’s settings', async () => {
    const admin = await server.signInAsAdmin();
    const [samaritans, shout] = await lines();
    const updated = await admin.admin('POST', 'support-lines/update', {
      id: samaritans!.id,
      title: 'Samaritans',
      contact: 'Call 116 123 (free)',
      link: 'tel:116123',
      description: 'Any time.',
      sort_order: 1,
    });
    expect(updated.statusCode).toBe(200);
    const created = await admin.admin('POST', 'support-lines/create', {
      title: 'Mind Infoline',
      contact: 'Call 0300 123 3393',
      link: 'tel:03001233393',
      sort_order: 5,
    });
    expect(created.statusCode).toBe(201);
    expect((await admin.admin('POST', 'support-lines/delete', { id: shout!.id })).statusCode).toBe(200);
    expect((await lines()).map((line) => line.contact)).toEqual([
      'Call 116 123 (free)',
      'Call 111',
      'Call 999',
      'Call 0300 123 3393',
    ]);
  });

  it('refuses a line without a title or a way to reach it, naming the fields', async () => {
    const admin = await server.signInAsAdmin();
    const refused = await admin.admin('POST', 'support-lines/create', { title: '', contact: '' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: Record<string, unknown> }>().errors).sort()).toEqual([
      'contact',
      'title',
    ]);
  });

  it('cannot be changed by a student', async () => {
    const student = await server.signInAsStudent();
    expect(
      (await student.admin('POST', 'support-lines/create', { title: 'X', contact: 'Y' })).statusCode,
    ).toBe(403);
  });
});
