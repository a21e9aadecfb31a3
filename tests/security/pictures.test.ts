/**
 * Profile pictures: only an image the user uploaded through the product, one per user (the one
 * replaced is removed), uploads throttled and capped per account, and files no record points to
 * swept away once a grace period has passed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_UPLOAD_QUOTA, PICTURE_KIND } from '../../server/uploads/pictures';
import { SWEEP_GRACE_MS, sweepUploads } from '../../server/uploads/sweep';
import { makeRecord } from '../server/helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../server/helpers/testServer';
import { PNG, fileBlob } from './support/adminCalls';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.db.deleteFrom('login_attempts').execute();
});

const pictureForm = () => {
  const form = new FormData();
  form.append('file', fileBlob(PNG, 'image/png'), 'me.png');
  return form;
};
const uploadPicture = async (tab: TestClient) => {
  const response = await tab.postForm('/api/profile/picture', pictureForm());
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { url: string } }>().data.url;
};
const consoleImage = async () => {
  const form = pictureForm();
  form.append('kind', 'image');
  const response = await admin.postForm('/api/admin/uploads', form);
  return response.json<{ data: { url: string } }>().data.url;
};
const nameOf = (url: string) => url.slice('/uploads/'.length);
const stored = async (url: string) =>
  existsSync(path.join(server.dataDir, 'uploads', nameOf(url))) &&
  (await server.db.selectFrom('uploads').select('id').where('name', '=', nameOf(url)).executeTakeFirst()) !==
    undefined;
const pictureOf = async (userId: number) =>
  (
    await server.db
      .selectFrom('users')
      .select('profile_picture')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).profile_picture;

describe('what may be a profile picture', () => {
  it('takes an image the student uploaded', async () => {
    const student = await server.signInAsStudent();
    const url = await uploadPicture(student);
    const saved = await student.post('/api/profile', { name: 'Amira', profile_picture: url });
    expect(saved.statusCode).toBe(200);
    expect(await pictureOf(student.userId)).toBe(url);
  });

  it.each([
    ['another site’s address', 'https://tracker.example/pixel.png'],
    ['an address of the site that is not an upload', '/api/logout'],
    ['an upload path with nothing behind it', `/uploads/${'a'.repeat(32)}.png`],
    ['a path that climbs out of the folder', '/uploads/../mindwell.sqlite'],
  ])('refuses %s with 422 and the field’s message', async (_what, picture) => {
    const student = await server.signInAsStudent();
    const refused = await student.post('/api/profile', { name: 'Amira', profile_picture: picture });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { profile_picture: ['The picture must be an image you uploaded.'] },
    });
    expect(await pictureOf(student.userId)).toBeNull();
  });

  it('refuses a picture another student uploaded, and an image of the console', async () => {
    const other = await server.signInAsStudent();
    const theirs = await uploadPicture(other);
    const student = await server.signInAsStudent();
    for (const picture of [theirs, await consoleImage()])
      expect((await student.post('/api/profile', { profile_picture: picture })).statusCode).toBe(422);
  });

  it('lets the name change with the picture sent back as it was, or the picture be removed', async () => {
    const student = await server.signInAsStudent();
    const url = await uploadPicture(student);
    await student.post('/api/profile', { profile_picture: url });
    expect((await student.post('/api/profile', { name: 'New name', profile_picture: url })).statusCode).toBe(
      200,
    );
    expect((await student.post('/api/profile', { profile_picture: null })).statusCode).toBe(200);
    expect(await pictureOf(student.userId)).toBeNull();
  });
});

describe('one picture per user', () => {
  it('removes the file and row of the picture a new one replaces', async () => {
    const student = await server.signInAsStudent();
    const first = await uploadPicture(student);
    await student.post('/api/profile', { profile_picture: first });
    const second = await uploadPicture(student);
    expect(await stored(first)).toBe(true);
    await student.post('/api/profile', { profile_picture: second });
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
  });

  it('lets an upload never saved give way to the next one, keeping the saved picture', async () => {
    const student = await server.signInAsStudent();
    const saved = await uploadPicture(student);
    await student.post('/api/profile', { profile_picture: saved });
    const abandoned = await uploadPicture(student);
    const latest = await uploadPicture(student);
    expect(await stored(abandoned)).toBe(false);
    expect(await stored(saved)).toBe(true);
    expect(await stored(latest)).toBe(true);
  });

  it('never removes the console’s images when an admin changes their picture', async () => {
    const image = await consoleImage();
    const url = await uploadPicture(admin);
    await admin.post('/api/profile', { profile_picture: url });
    await admin.post('/api/profile', { profile_picture: await uploadPicture(admin) });
    expect(await stored(image)).toBe(true);
  });
});

describe('how much may be uploaded', () => {
  it('answers the 21st picture of one user within an hour with 429', async () => {
    const student = await server.signInAsStudent();
    for (let i = 0; i < 20; i += 1) await uploadPicture(student);
    const refused = await student.postForm('/api/profile/picture', pictureForm());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many uploads\. Try again in \d+ minutes?\.$/,
    );
  });

  it('throttles one address across accounts', async () => {
    await server.db
      .insertInto('login_attempts')
      .values({
        key: 'upload-address:127.0.0.1',
        failures: 60,
        last_failure_at: new Date().toISOString(),
        locked_until: null,
      })
      .execute();
    const student = await server.signInAsStudent();
    expect((await student.postForm('/api/profile/picture', pictureForm())).statusCode).toBe(429);
  });

  it('refuses a picture once the account keeps as much as it may, with the field’s message', async () => {
    const student = await server.signInAsStudent();
    await server.db
      .insertInto('uploads')
      .values({
        name: `${'b'.repeat(32)}.png`,
        original_name: null,
        mime: 'image/png',
        size: ACCOUNT_UPLOAD_QUOTA,
        kind: PICTURE_KIND,
        user_id: student.userId,
        created_at: new Date().toISOString(),
      })
      .execute();
    const before = (await server.db.selectFrom('uploads').select('id').execute()).length;
    const refused = await student.postForm('/api/profile/picture', pictureForm());
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      errors: {
        file: [expect.stringMatching(/^Your pictures already take the 20 MB one account may keep\./)],
      },
    });
    expect((await server.db.selectFrom('uploads').select('id').execute()).length).toBe(before);
  });
});

describe('the sweep of files no record points to', () => {
  /** Makes an upload look as old as `ms` milliseconds, its row and its file. */
  const age = async (url: string, ms: number) => {
    const at = new Date(Date.now() - ms);
    await server.db
      .updateTable('uploads')
      .set({ created_at: at.toISOString() })
      .where('name', '=', nameOf(url))
      .execute();
    const { utimes } = await import('node:fs/promises');
    await utimes(path.join(server.dataDir, 'uploads', nameOf(url)), at, at);
  };

  it('removes old uploads nobody saved, and keeps every one a record points to or a form may still save', async () => {
    const student = await server.signInAsStudent();
    const shown = await uploadPicture(student);
    await student.post('/api/profile', { profile_picture: shown });
    const abandoned = await uploadPicture(await server.signInAsStudent());
    const justUploaded = await consoleImage();
    const inPost = await consoleImage();
    const thumbnail = await consoleImage();
    const orphan = await consoleImage();
    await makeRecord(
      server.db,
      'blogs',
      {},
      { title: 'Pictures', content: `<p><img src="${inPost}" alt="A picture in the post"></p>` },
    );
    await makeRecord(server.db, 'courses', {}, { title: 'Pictured', thumbnail });
    for (const url of [shown, abandoned, inPost, thumbnail, orphan]) await age(url, SWEEP_GRACE_MS + 60_000);

    const removed = await sweepUploads(server.app.ctx);
    expect(removed.sort()).toEqual([nameOf(abandoned), nameOf(orphan)].sort());
    for (const url of [abandoned, orphan]) expect(await stored(url), url).toBe(false);
    for (const url of [shown, justUploaded, inPost, thumbnail]) expect(await stored(url), url).toBe(true);
  });
});
