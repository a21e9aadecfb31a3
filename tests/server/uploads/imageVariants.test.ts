/** Uploaded images served resized: the widths and formats the student site asks for, made once. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUploads } from '../../../server/uploads/pictures';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
});
afterAll(async () => {
  await server?.close();
});

/** A real photograph-sized image: a gradient, so that every encoder has work to do. */
const picture = (width: number, height: number, format: 'jpeg' | 'png', alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 40, g: 120, b: 110, alpha: 0.5 } : { r: 40, g: 120, b: 110 },
    },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f4d9a6"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

async function upload(bytes: Buffer, name: string, type: string): Promise<string> {
  const data = new FormData();
  data.append('kind', 'image');
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await admin.postForm('/api/admin/uploads', data);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { url: string } }>().data.url;
}

const storedFiles = async () => readdir(path.join(server.dataDir, 'uploads'));

describe('GET /uploads/:name/:width.:format', () => {
  let photo: string;
  let photoBytes: Buffer;
  beforeAll(async () => {
    photoBytes = await picture(1600, 900, 'jpeg');
    photo = await upload(photoBytes, 'cover.jpg', 'image/jpeg');
  });

  it('serves a WebP 640 pixels wide, far smaller than the original, cached for a year', async () => {
    const served = await server.client().get(`${photo}/640.webp`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect(served.rawPayload.length).toBeLessThan(photoBytes.length);
  });

  it('sends a variant as it is to a browser that takes compressed answers', async () => {
    const served = await server
      .client()
      .request('GET', `${photo}/320.jpg`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-encoding']).toBeUndefined();
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('serves the JPEG fallback at each width the site lists', async () => {
    for (const width of [320, 640, 960, 1280]) {
      const served = await server.client().get(`${photo}/${width}.jpg`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('makes a variant once and keeps it in the store beside the original', async () => {
    const first = await server.client().get(`${photo}/960.webp`);
    const id = photo.slice('/uploads/'.length, photo.lastIndexOf('.'));
    expect(await storedFiles()).toContain(`${id}-960.webp`);
    const again = await server.client().get(`${photo}/960.webp`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('makes each variant once when many ask for it at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.client().get(`${photo}/320.webp`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('does not enlarge an image narrower than the width asked for', async () => {
    const small = await upload(await picture(300, 200, 'jpeg'), 'small.jpg', 'image/jpeg');
    const served = await server.client().get(`${small}/1280.webp`);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('keeps a transparent PNG transparent in WebP and in its PNG fallback', async () => {
    const logo = await upload(await picture(800, 400, 'png', true), 'logo.png', 'image/png');
    for (const format of ['webp', 'png']) {
      const served = await server.client().get(`${logo}/320.${format}`);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);
    }
  });

  it('answers 404 for a width or a format the site does not list', async () => {
    for (const variant of [
      '500.webp',
      '10000.webp',
      '0.jpg',
      '640.avif',
      '640.gif',
      '640.svg',
      '640',
      'x.webp',
    ])
      expect((await server.client().get(`${photo}/${variant}`)).statusCode, variant).toBe(404);
  });

  it('answers 404 for an image that is not stored and for a file that is not an image', async () => {
    expect((await server.client().get(`/uploads/${'0'.repeat(32)}.jpg/640.webp`)).statusCode).toBe(404);
    const data = new FormData();
    data.append('kind', 'file');
    data.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'notes.pdf');
    const pdf = (await admin.postForm('/api/admin/uploads', data)).json<{ data: { url: string } }>().data.url;
    expect((await server.client().get(`${pdf}/640.webp`)).statusCode).toBe(404);
  });

  it('removes the variants with their image', async () => {
    const gone = await upload(await picture(700, 400, 'jpeg'), 'gone.jpg', 'image/jpeg');
    await server.client().get(`${gone}/640.webp`);
    await server.client().get(`${gone}/320.jpg`);
    const name = gone.slice('/uploads/'.length);
    const id = name.slice(0, name.indexOf('.'));
    expect((await storedFiles()).filter((file) => file.startsWith(id))).toHaveLength(3);
    await removeUploads(server.app.ctx, [name]);
    expect((await storedFiles()).filter((file) => file.startsWith(id))).toEqual([]);
    expect((await server.client().get(`${gone}/640.webp`)).statusCode).toBe(404);
  });
});
