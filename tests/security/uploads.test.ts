/**
 * ASVS V5 (files): size limits (5 MB images, 50 MB files, 413 beyond), the type read from the
 * content and never from the name, random stored names, safe serving (type, nosniff, downloads
 * for non-images), and no path that leaves the upload or static folders.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_STUDENT } from '../../src/resources/fields';
import { type TestClient, type TestServer, startTestServer } from '../server/helpers/testServer';
import { PNG, fileBlob } from './support/adminCalls';

const MB = 1024 * 1024;
const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A file of exactly `size` bytes that starts as `head` does. */
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

let server: TestServer;
let admin: TestClient;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'mindwell-dist-'));
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'console.log("app")');
  server = await startTestServer({ distDir });
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

function form(bytes: Buffer, name: string, type: string, kind?: string): FormData {
  const data = new FormData();
  if (kind) data.append('kind', kind);
  data.append('file', fileBlob(bytes, type), name);
  return data;
}

const upload = (bytes: Buffer, name: string, type: string, kind?: string) =>
  admin.postForm('/api/admin/uploads', form(bytes, name, type, kind));

const urlOf = (response: { json<T>(): T }) => response.json<{ data: { url: string } }>().data.url;

const storedFiles = async () =>
  (await readdir(path.join(server.dataDir, 'uploads')).catch(() => [] as string[])).filter(
    (n) => !n.startsWith('.'),
  );

describe('upload sizes', () => {
  it('takes an image of exactly 5 MB and refuses one a byte larger with 413', async () => {
    const before = await storedFiles();
    expect((await upload(padded(PNG, 5 * MB), 'big.png', 'image/png', 'image')).statusCode).toBe(201);
    const over = await upload(padded(PNG, 5 * MB + 1), 'bigger.png', 'image/png', 'image');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'The image is larger than 5 MB.' });
    expect((await storedFiles()).length).toBe(before.length + 1);
  });

  it('refuses a file over 50 MB with 413 and keeps nothing of it', async () => {
    const before = await storedFiles();
    const rows = (await server.db.selectFrom('uploads').select('id').execute()).length;
    const over = await upload(padded(PDF_HEAD, 50 * MB + 1), 'huge.pdf', 'application/pdf', 'file');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'The file is larger than 50 MB.' });
    expect(await storedFiles()).toEqual(before);
    expect((await server.db.selectFrom('uploads').select('id').execute()).length).toBe(rows);
  });

  it('takes a 6 MB file where an image of that size is refused', async () => {
    const response = await upload(padded(PDF_HEAD, 6 * MB), 'notes.pdf', 'application/pdf', 'file');
    expect(response.statusCode).toBe(201);
  });

  it('refuses a profile picture over 5 MB', async () => {
    const student = await server.signInAsStudent();
    const response = await student.postForm(
      '/api/profile/picture',
      form(padded(PNG, 5 * MB + 1), 'me.png', 'image/png'),
    );
    expect(response.statusCode).toBe(413);
  });
});

describe('what a file is', () => {
  it.each([
    ['HTML named .png', HTML, 'evil.png', 'image/png'],
    ['HTML named .jpg', HTML, 'evil.jpg', 'image/jpeg'],
    [
      'SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['a PDF named .png', padded(PDF_HEAD, 200), 'doc.png', 'image/png'],
    ['a Windows program', padded(Buffer.from('MZ\x90\x00\x03'), 512), 'setup.png', 'image/png'],
  ])('refuses %s as an image', async (_what, bytes, name, type) => {
    const response = await upload(bytes, name, type, 'image');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: [expect.stringMatching(/not accepted/)] } });
  });

  it('refuses a program as a file', async () => {
    const response = await upload(
      padded(Buffer.from('\x7fELF\x02\x01\x01'), 512),
      'tool.pdf',
      'application/pdf',
      'file',
    );
    expect(response.statusCode).toBe(422);
  });

  it('keeps HTML sent as a file only as plain text, served as a download', async () => {
    const response = await upload(HTML, 'page.html', 'text/html', 'file');
    expect(response.statusCode).toBe(201);
    const url = urlOf(response);
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.txt$/);
    const served = await server.client().get(url);
    expect(served.headers['content-type']).toMatch(/^text\/plain/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('names a PNG sent as "x.html" by what it is', async () => {
    const response = await upload(PNG, 'x.html', 'text/html', 'image');
    expect(urlOf(response)).toMatch(/\.png$/);
  });
});

describe('stored files', () => {
  it('get random names that carry nothing of the sender’s name', async () => {
    const first = urlOf(await upload(PNG, '../../../etc/passwd.png', 'image/png', 'image'));
    const second = urlOf(await upload(PNG, '../../../etc/passwd.png', 'image/png', 'image'));
    expect(first).not.toBe(second);
    for (const url of [first, second]) {
      expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
      expect(url).not.toContain('passwd');
    }
    expect((await storedFiles()).every((name) => /^[a-f0-9]{32}\.[a-z0-9]+$/.test(name))).toBe(true);
  });

  it('serves an image inline with its type and nosniff', async () => {
    const url = urlOf(await upload(PNG, 'pixel.png', 'image/png', 'image'));
    const served = await server.client().get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(Buffer.from(served.rawPayload).equals(PNG)).toBe(true);
  });

  it('serves a document as a download under a safe version of its name', async () => {
    const name = 'report"; filename=evil.html\r\nX-Injected: 1.pdf';
    const url = urlOf(await upload(padded(PDF_HEAD, 300), name, 'application/pdf', 'file'));
    const served = await server.client().get(url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(served.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(served.headers['x-injected']).toBeUndefined();
  });

  it('keeps a file name with NUL and control characters without them', async () => {
    // Written by hand: a browser's FormData would escape them before the server saw them.
    const body = Buffer.concat([
      Buffer.from(
        '--X\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfile\r\n' +
          '--X\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b\u0007c.pdf"\r\n' +
          'Content-Type: application/pdf\r\n\r\n',
        'latin1',
      ),
      padded(PDF_HEAD, 300),
      Buffer.from('\r\n--X--\r\n'),
    ]);
    const response = await admin.request('POST', '/api/admin/uploads', {
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=X' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await server.db
      .selectFrom('uploads')
      .select('original_name')
      .where('name', '=', urlOf(response).slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe('abc.pdf');
  });

  it('lets a student upload only their own picture, never a file for the catalogue', async () => {
    const student = await server.signInAsStudent();
    expect(student.userId).toBeGreaterThan(0);
    const picture = await student.postForm('/api/profile/picture', form(PNG, 'me.png', 'image/png'));
    expect(picture.statusCode).toBe(201);
    const row = await server.db
      .selectFrom('uploads')
      .select(['user_id', 'kind'])
      .where('name', '=', urlOf(picture).slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: student.userId, kind: 'picture' });
    expect(ROLE_STUDENT).toBe(1);
    expect(
      (await student.postForm('/api/admin/uploads', form(PNG, 'x.png', 'image/png', 'image'))).statusCode,
    ).toBe(403);
  });
});

describe('paths that try to leave the folders', () => {
  const SECRETS = [
    /SQLite format 3/,
    /export function parseConfig/,
    /"name": "mindwell-academy"/,
    /root:x:0:0/,
    /BEGIN (RSA |EC )?PRIVATE KEY/,
  ];
  const ATTEMPTS = [
    '/uploads/..%2ftest.sqlite',
    '/uploads/..%2f..%2f..%2fpackage.json',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/%2e%2e%2ftest.sqlite',
    '/uploads/..%252f..%252fpackage.json',
    '/uploads/%252e%252e%252fpackage.json',
    '/uploads/....//....//package.json',
    '/uploads/..\\..\\package.json',
    '/uploads/..%5c..%5cpackage.json',
    '/uploads/%c0%ae%c0%ae/package.json',
    '/uploads//etc/passwd',
    '/uploads/%2fetc%2fpasswd',
    '/uploads/test.sqlite',
    '/uploads/..%00.png',
    '/uploads/.incoming-x',
    '/assets/../server/config.ts',
    '/assets/..%2f..%2fserver%2fconfig.ts',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..%252f..%252fpackage.json',
    '/assets/%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '//etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/index.html/../../package.json',
    '/server/config.ts',
    '/package.json',
    '/.env',
  ];

  it.each(ATTEMPTS)('%s reaches no file outside them', async (url) => {
    for (const accept of ['*/*', 'text/html']) {
      const response = await server.client().request('GET', url, { headers: { accept } });
      for (const secret of SECRETS) expect(response.body, `${url} (${accept})`).not.toMatch(secret);
      if (response.statusCode === 200) {
        // Only the app's own shell: an address that names no file of the app is one of its pages.
        expect(url).not.toMatch(/^\/(uploads|assets)\//);
        expect(response.body).toBe('<!doctype html><title>shell</title>');
      } else expect([400, 403, 404]).toContain(response.statusCode);
    }
  });

  it('still serves the app’s own assets', async () => {
    const response = await server.client().get('/assets/app-1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
  });
});
