import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources';
import { setField } from '../../../server/records/store';
import { makeRecord } from '../helpers/records';
import { type TestServer, startTestServer } from '../helpers/testServer';
import { HttpTab } from './httpTab';

interface Comment {
  id: number;
  post_id: number;
  author: string;
  content: string;
  created_at: string;
}

let server: TestServer;
let url: string;
let postId: number;
let draftId: number;

beforeAll(async () => {
  server = await startTestServer();
  url = await server.listen();
  postId = await makeRecord(server.db, 'blogs', {}, { title: 'Sleep and mood' });
  draftId = await makeRecord(server.db, 'blogs', {}, { title: 'Unfinished', post_status: 'draft' });
});
afterAll(async () => {
  await server?.close();
});

const comments = getResource('blog_comments');
const approve = (id: number, status = 'approved') =>
  setField(server.db, comments, id, 'approve_status', status, { action: 'approveComment' });

const listed = async (post = postId) => new HttpTab(url).get<{ data: Comment[] }>(`/post_comments/${post}`);

async function comment(tab: HttpTab, fields: Record<string, unknown>) {
  return tab.post<{ data: Record<string, unknown>; message: string; errors?: Record<string, string[]> }>(
    '/api/add_comment',
    {
      comment: { post_id: postId, ...fields },
    },
  );
}

describe('a visitor’s comment', () => {
  it('is accepted as pending approval, and not listed until approved', async () => {
    const posted = await comment(new HttpTab(url), {
      content: 'This helped me sleep.',
      author: 'Lee',
      author_email: 'lee@example.com',
    });
    expect(posted.status).toBe(201);
    expect(posted.body.message).toBe('Comment is pending for approval!');
    expect(posted.body.data).toMatchObject({ approve_status: 'pending', author: 'Lee', user_id: null });
    expect((await listed()).body.data.map((c) => c.content)).not.toContain('This helped me sleep.');

    await approve(Number(posted.body.data.id));
    const after = await listed();
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual([
      {
        id: posted.body.data.id,
        post_id: postId,
        author: 'Lee',
        content: 'This helped me sleep.',
        created_at: posted.body.data.created_at,
      },
    ]);
  });

  it('never lists a rejected comment, and lists approved ones oldest first', async () => {
    const first = await comment(new HttpTab(url), {
      content: 'First!',
      author: 'A',
      author_email: 'a@example.com',
    });
    const spam = await comment(new HttpTab(url), {
      content: 'Buy now',
      author: 'S',
      author_email: 's@example.com',
    });
    const second = await comment(new HttpTab(url), {
      content: 'Second',
      author: 'B',
      author_email: 'b@example.com',
    });
    await approve(Number(second.body.data.id));
    await approve(Number(first.body.data.id));
    await approve(Number(spam.body.data.id), 'rejected');
    const contents = (await listed()).body.data.map((c) => c.content);
    expect(contents).not.toContain('Buy now');
    expect(contents.indexOf('First!')).toBeLessThan(contents.indexOf('Second'));
  });

  it('needs a name, an email and some text', async () => {
    const posted = await comment(new HttpTab(url), { content: '' });
    expect(posted.status).toBe(422);
    expect(Object.keys(posted.body.errors ?? {}).sort()).toEqual(['author', 'author_email', 'content']);
  });

  it('cannot be left on a post that is not published', async () => {
    const posted = await new HttpTab(url).post('/api/add_comment', {
      comment: { post_id: draftId, content: 'Hi', author: 'Lee', author_email: 'lee@example.com' },
    });
    expect(posted.status).toBe(404);
    expect((await listed(draftId)).status).toBe(404);
  });
});

describe('a signed-in student’s comment', () => {
  it('takes the student’s name and email when none are given, and links their account', async () => {
    const student = await server.createStudent('Sam Student');
    const tab = await new HttpTab(url).signIn(student.email, student.password);
    const posted = await comment(tab, { content: 'Thank you for this.' });
    expect(posted.status).toBe(201);
    expect(posted.body.data).toMatchObject({
      author: 'Sam Student',
      author_email: student.email,
      user_id: student.id,
      approve_status: 'pending',
    });
  });

  it('cannot approve itself: a status sent with the comment is ignored', async () => {
    const student = await server.createStudent();
    const tab = await new HttpTab(url).signIn(student.email, student.password);
    const posted = await comment(tab, { content: 'Approve me', approve_status: 'approved' });
    expect(posted.body.data.approve_status).toBe('pending');
  });
});

describe('the listed comments', () => {
  it('never show a commenter’s email or account', async () => {
    const posted = await comment(new HttpTab(url), {
      content: 'Private?',
      author: 'P',
      author_email: 'p@example.com',
    });
    await approve(Number(posted.body.data.id));
    const shown = (await listed()).body.data.find((c) => c.content === 'Private?');
    expect(Object.keys(shown ?? {}).sort()).toEqual(['author', 'content', 'created_at', 'id', 'post_id']);
  });
});
