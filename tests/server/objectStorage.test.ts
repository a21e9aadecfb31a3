/** Uploads in object storage: a local S3-compatible server (s3rver) stands in for the bucket. */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/config';
import { type TestServer, startTestServer } from './helpers/testServer';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BUCKET = 'mindwell-uploads';

let s3rver: S3rver;
let s3Dir: string;
let endpoint: string;
let bucket: S3Client;
let server: TestServer;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'mindwell-s3-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
  const address = (await s3rver.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's own credentials; the SDK reads them as it would a deployment's.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  bucket = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await bucket.send(new CreateBucketCommand({ Bucket: BUCKET }));
  server = await startTestServer({
    env: { STORAGE_URL: `s3://${BUCKET}/uploads`, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: '1' },
  });
});

afterAll(async () => {
  await server?.close();
  bucket?.destroy();
  await s3rver?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

async function objectKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

describe('uploads with STORAGE_URL=s3://bucket/prefix', () => {
  it('keeps an uploaded image in the bucket, not on this machine, and serves it back', async () => {
    const admin = await server.signInAsAdmin();
    const data = new FormData();
    data.append('kind', 'image');
    data.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png');
    const response = await admin.postForm('/api/admin/uploads', data);
    expect(response.statusCode).toBe(201);
    const url = response.json<{ data: { url: string } }>().data.url;
    const name = url.slice('/uploads/'.length);

    expect(await objectKeys()).toContain(`uploads/${name}`);
    expect(await readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).not.toContain(name);

    const served = await server.client().get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('lets a second instance with its own data folder serve the same file', async () => {
    const admin = await server.signInAsAdmin();
    const data = new FormData();
    data.append('kind', 'image');
    data.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'shared.png');
    const url = (await admin.postForm('/api/admin/uploads', data)).json<{ data: { url: string } }>().data.url;

    const otherDir = await mkdtemp(path.join(tmpdir(), 'mindwell-instance-'));
    const other = await buildApp({
      config: parseConfig({
        ...Object.fromEntries(Object.entries(process.env)),
        DATA_DIR: otherDir,
        ADMIN_PASSWORD: 'Admin-test-pass-1',
        SEED_DEMO: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
        STORAGE_URL: `s3://${BUCKET}/uploads`,
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: '1',
      }),
      db: { db: server.db, dialect: server.dialect, close: async () => undefined },
      distDir: path.join(otherDir, 'no-dist'),
      prepared: true,
    });
    try {
      const served = await other.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('keeps a resized image in the bucket beside its original and serves it from there', async () => {
    const admin = await server.signInAsAdmin();
    const photo = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#2a7a6e' } })
      .jpeg()
      .toBuffer();
    const data = new FormData();
    data.append('kind', 'image');
    data.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'cover.jpg');
    const url = (await admin.postForm('/api/admin/uploads', data)).json<{ data: { url: string } }>().data.url;
    const id = url.slice('/uploads/'.length, url.lastIndexOf('.'));

    const made = await server.client().get(`${url}/640.webp`);
    expect(made.statusCode).toBe(200);
    expect(made.headers['content-type']).toBe('image/webp');
    expect(await sharp(made.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(await objectKeys()).toContain(`uploads/${id}-640.webp`);
    expect(await readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).not.toContain(
      `${id}-640.webp`,
    );

    const again = await server.client().get(`${url}/640.webp`);
    expect(again.rawPayload.equals(made.rawPayload)).toBe(true);
  });

  it('streams a lesson’s media from the bucket in ranges, asking S3 for those bytes alone', async () => {
    const admin = await server.signInAsAdmin();
    const video = await readFile(path.join(__dirname, '../../server/seed/media/breathing.mp4'));
    const data = new FormData();
    data.append('kind', 'media');
    data.append('file', new Blob([new Uint8Array(video)]), 'breathing.mp4');
    const url = (await admin.postForm('/api/admin/uploads', data)).json<{ data: { url: string } }>().data.url;
    expect(await objectKeys()).toContain(`uploads/${url.slice('/uploads/'.length)}`);

    const part = await admin.request('GET', url, { headers: { range: 'bytes=100-1123' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 1124))).toBe(true);

    const tail = await admin.request('GET', url, { headers: { range: 'bytes=-64' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 64))).toBe(true);

    const past = await admin.request('GET', url, { headers: { range: `bytes=${video.length + 10}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);

    const whole = await admin.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    // Not public: the same address is a 404 to anyone but an admin.
    expect((await server.client().get(url)).statusCode).toBe(404);
  });

  it('answers 404 for a name the bucket does not hold', async () => {
    const response = await server.client().get(`/uploads/${'0'.repeat(32)}.png`);
    expect(response.statusCode).toBe(404);
  });

  it('refuses a STORAGE_URL that is not an s3:// address, naming the setting', () => {
    expect(() => parseConfig({ STORAGE_URL: 'ftp://files.example.com' })).toThrow(
      /STORAGE_URL must be empty/,
    );
  });
});
