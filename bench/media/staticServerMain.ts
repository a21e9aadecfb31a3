/**
 * The media suite's comparison servers, one process each, serving one folder with range
 * requests: `@fastify/static` (MEDIA_SERVER=fastify-static), or Node's own http and fs with the
 * least a range needs (MEDIA_SERVER=node). Port in PORT, folder in MEDIA_ROOT.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const root = process.env.MEDIA_ROOT ?? '';
const port = Number(process.env.PORT);

async function nodeServer() {
  const server = http.createServer((request, response) => {
    const file = path.join(root, path.basename(new URL(request.url ?? '/', 'http://x').pathname));
    void stat(file).then(
      ({ size }) => {
        const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
        const start = match?.[1] ? Number(match[1]) : match?.[2] ? size - Number(match[2]) : 0;
        const end = match?.[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
        if (match && start >= size) {
          response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
          return;
        }
        response.writeHead(match ? 206 : 200, {
          'accept-ranges': 'bytes',
          'content-type': 'video/mp4',
          'content-length': end - start + 1,
          ...(match ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
        });
        createReadStream(file, { start, end }).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

async function fastifyStaticServer() {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root, prefix: '/media/' });
  app.get('/api/user', async () => ({ ok: true }));
  await app.listen({ port, host: '127.0.0.1' });
}

if (process.env.MEDIA_SERVER === 'node') await nodeServer();
else await fastifyStaticServer();
