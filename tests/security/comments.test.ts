/**
 * The comment form is open to anyone: hostile markup is refused before a parser sees it, and
 * posting is throttled per address and per signed-in user (429, Retry-After, a message to show).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loose } from '../../server/db/schema';
import { makeRecord } from '../server/helpers/records';
import { type TestServer, startTestServer } from '../server/helpers/testServer';

let server: TestServer;
let postId: number;

beforeAll(async () => {
  server = await startTestServer();
  postId = await makeRecord(server.db, 'blogs', {}, { title: 'Sleep and mood' });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.db.deleteFrom('login_attempts').execute();
});

function post(content: string, ip = '127.0.20.1', cookie?: string): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: '/api/add_comment',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({
      comment: { post_id: postId, content, author: 'Visitor', author_email: 'visitor@example.com' },
    }),
  });
}

const savedComments = async () =>
  (await loose(server.db).selectFrom('blog_comments').select('id').execute()).length;

describe('hostile markup in a comment', () => {
  it.each([
    ['a run of self-closing tags', '<q/>'.repeat(2400)],
    ['openings between stray closing tags', '<div></b>'.repeat(1100)],
    ['unclosed tags', '<span>'.repeat(1600)],
  ])('refuses %s of 10 KB with the field’s message, and saves nothing', async (_what, content) => {
    const before = await savedComments();
    const refused = await post(content);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { content: ['The content is nested too deeply.'] } });
    expect(await savedComments()).toBe(before);
  });

  it('refuses a run of stray closing tags', async () => {
    const refused = await post('</b>'.repeat(2000));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { content: ['The content has too many end tags that close nothing.'] },
    });
  });

  it('takes a 10 KB comment of a thousand paragraphs, keeping their text', async () => {
    const saved = await post('<p>x</p>'.repeat(1250));
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ data: { content: 'x'.repeat(1250) } });
  });

  it('keeps the text of an ordinary comment with a little markup', async () => {
    const saved = await post('I <b>loved</b> this & will <i>try</i> it.');
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ data: { content: 'I loved this & will try it.' } });
  });
});

describe('how often comments may be posted', () => {
  it('answers the eleventh comment from one address within ten minutes with 429, and not another address', async () => {
    for (let i = 0; i < 10; i += 1) expect((await post(`Comment ${i}`, '127.0.21.1')).statusCode).toBe(201);
    const refused = await post('One more', '127.0.21.1');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({ message: 'Too many comments. Try again in 10 minutes.' });
    expect((await post('From a neighbour', '127.0.21.2')).statusCode).toBe(201);
  });

  it('counts refused comments too, so hostile markup cannot be sent without limit', async () => {
    for (let i = 0; i < 10; i += 1) await post('<q/>'.repeat(2400), '127.0.22.1');
    expect((await post('<q/>'.repeat(2400), '127.0.22.1')).statusCode).toBe(429);
  });

  it('throttles one signed-in student wherever they post from', async () => {
    const student = await server.signInAsStudent();
    const cookie = [...student.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (let i = 0; i < 5; i += 1)
      expect((await post(`Mine ${i}`, `127.0.23.${i + 1}`, cookie)).statusCode).toBe(201);
    const refused = await post('Mine again', '127.0.23.99', cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A visitor at that same address is not held back by the student's count.
    expect((await post('A visitor', '127.0.23.99')).statusCode).toBe(201);
  });

  it('lets the address post again once its ten minutes have passed', async () => {
    for (let i = 0; i < 11; i += 1) await post(`Comment ${i}`, '127.0.24.1');
    expect((await post('Still too soon', '127.0.24.1')).statusCode).toBe(429);
    await server.db
      .updateTable('login_attempts')
      .set({ last_failure_at: new Date(Date.now() - 601_000).toISOString() })
      .where('key', '=', 'comment-address:127.0.24.1')
      .execute();
    expect((await post('Later on', '127.0.24.1')).statusCode).toBe(201);
  });
});
