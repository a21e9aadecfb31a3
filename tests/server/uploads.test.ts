/** Uploads: checked by content, stored under random names, served safely; multipart record forms. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ids, makeRecord, nextN, samples } from './helpers/records';
import { type TestClient, type TestServer, startTestServer } from './helpers/testServer';

// A real 1×1 PNG: the server looks at what a file is, not what it is called.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

function form(file: Buffer, name: string, type: string, kind?: string): FormData {
  const data = new FormData();
  if (kind) data.append('kind', kind);
  data.append('file', blob(file, type), name);
  return data;
}

async function upload(file: Buffer, name: string, type: string, kind?: string) {
  return admin.postForm('/api/admin/uploads', form(file, name, type, kind));
}

const urlOf = (response: { json<T>(): T }) => response.json<{ data: { url: string } }>().data.url;

describe('POST /api/admin/uploads', () => {
  it('stores an image under a random name and serves it inline with its type', async () => {
    const response = await upload(PNG, 'My Photo.png', 'image/png', 'image');
    expect(response.statusCode).toBe(201);
    const url = urlOf(response);
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await server.client().get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves a document as a download under its original name', async () => {
    const url = urlOf(await upload(PDF, 'Course notes.pdf', 'application/pdf', 'file'));
    const served = await server.client().get(url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Course notes.pdf"; filename*=UTF-8''Course%20notes.pdf`,
    );
  });

  it('takes plain text as a file', async () => {
    const response = await upload(
      Buffer.from('Breathe in for four, out for six.\n'),
      'tip.txt',
      'text/plain',
      'file',
    );
    expect(response.statusCode).toBe(201);
    expect(urlOf(response)).toMatch(/\.txt$/);
  });

  it('refuses SVG and anything that only claims to be an image', async () => {
    const svg = await upload(SVG, 'logo.svg', 'image/svg+xml', 'image');
    expect(svg.statusCode).toBe(422);
    expect(svg.json()).toMatchObject({
      errors: { file: ['This type of file is not accepted. Images may be JPEG, PNG, WebP, GIF or AVIF.'] },
    });
    const fake = await upload(Buffer.from('MZ this is not a picture'), 'photo.png', 'image/png', 'image');
    expect(fake.statusCode).toBe(422);
    const exe = await upload(
      Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]),
      'notes.pdf',
      'application/pdf',
      'file',
    );
    expect(exe.statusCode).toBe(422);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big, 'big.png', 'image/png', 'image');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The image is larger than 5 MB.' });
  });

  it('asks for a file and a known kind', async () => {
    const none = new FormData();
    none.append('kind', 'image');
    expect((await admin.postForm('/api/admin/uploads', none)).json()).toMatchObject({
      errors: { file: ['The file field is required.'] },
    });
    const kind = await upload(PNG, 'a.png', 'image/png', 'video');
    expect(kind.json()).toMatchObject({
      errors: { kind: ['The kind must be one of: image, file, media, captions.'] },
    });
    const json = await admin.admin('POST', 'uploads', { file: 'x' });
    expect(json.statusCode).toBe(422);
  });

  it('is for admins only', async () => {
    const student = await server.signInAsStudent();
    expect(
      (await student.postForm('/api/admin/uploads', form(PNG, 'a.png', 'image/png', 'image'))).statusCode,
    ).toBe(403);
  });
});

describe('GET /uploads/:name', () => {
  it.each([
    '/uploads/..%2f..%2fetc%2fpasswd',
    '/uploads/../package.json',
    '/uploads/nothing.png',
    '/uploads/' + 'a'.repeat(32) + '.png',
  ])('answers 404 for %s', async (url) => {
    const response = await server.client().get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('multipart record forms', () => {
  it('creates a blog post whose image arrives as a file part', async () => {
    const ids: Ids = { users: 1, blog_categories: await makeRecord(server.db, 'blog_categories') };
    const sample = samples.blogs(ids, nextN());
    const data = new FormData();
    for (const [name, value] of Object.entries(sample))
      if (name === 'category_ids') data.append(name, JSON.stringify(value));
      else if (name !== 'featured_img') data.append(name, String(value));
    data.append('featured_img', blob(PNG, 'image/png'), 'cover.png');
    const response = await admin.postForm('/api/admin/create_blog_post', data);
    expect(response.statusCode, response.body).toBe(201);
    const blog = response.json<{ data: Record<string, unknown> }>().data;
    expect(blog).toMatchObject({ title: sample.title, category_ids: sample.category_ids, featured_post: 0 });
    expect(blog.featured_img).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await server.client().get(String(blog.featured_img))).statusCode).toBe(200);
  });

  it('keeps no file from a form that is refused', async () => {
    const stored = async () => (await readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).sort();
    const before = await stored();
    const data = new FormData();
    data.append('title', 'No author, no content');
    data.append('featured_img', blob(PNG, 'image/png'), 'cover.png');
    const response = await admin.postForm('/api/admin/create_blog_post', data);
    expect(response.statusCode).toBe(422);
    expect(await stored()).toEqual(before);
  });

  it('creates a course from a course_data part and a thumbnail part', async () => {
    const ids: Ids = {};
    for (const key of ['course_categories', 'course_levels', 'instructors', 'course_tags'] as const)
      ids[key] = await makeRecord(server.db, key);
    const { thumbnail: _thumbnail, ...fields } = samples.courses(ids, nextN());
    const data = new FormData();
    data.append('course_data', JSON.stringify(fields));
    data.append('thumbnail', blob(PNG, 'image/png'), 'thumb.png');
    const response = await admin.postForm('/api/admin/create_course', data);
    expect(response.statusCode, response.body).toBe(201);
    const course = response.json<{ data: Record<string, unknown> }>().data;
    expect(course).toMatchObject({ title: fields.title, price: fields.price, tag_ids: fields.tag_ids });
    expect(course.thumbnail).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  });

  it('creates a course from the legacy JSON body sent under a bare multipart header', async () => {
    const ids: Ids = {};
    const fields = samples.courses(
      { course_categories: await makeRecord(server.db, 'course_categories', ids) },
      nextN(),
    );
    const { course_level_id: _l, instructor_id: _i, tag_ids: _t, ...legacy } = fields;
    const response = await admin.request('POST', '/api/admin/create_course', {
      body: JSON.stringify(legacy),
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ data: { title: legacy.title, slug: legacy.slug } });
  });

  it('says which part is wrong when course_data is not JSON', async () => {
    const data = new FormData();
    data.append('course_data', '{not json');
    const response = await admin.postForm('/api/admin/create_course', data);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { course_data: ['The course data must be a JSON object.'] },
    });
  });

  it('answers 413 for a form field too large to keep whole', async () => {
    const data = new FormData();
    data.append('title', 'Long read');
    data.append('content', `<p>${'x'.repeat(2 * 1024 * 1024)}</p>`);
    const response = await admin.postForm('/api/admin/create_blog_post', data);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The content field is too large.' });
  });

  it('answers 400 for a multipart body that is cut short', async () => {
    const response = await admin.request('POST', '/api/admin/create_blog_post', {
      body:
        '--b\r\nContent-Disposition: form-data; name="featured_img"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n\x89PNG',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The multipart body is malformed.' });
  });
});
