import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { FileStore } from '../storage/fileStore';
import { byteRange } from './byteRange';

export interface StoredFileHeaders {
  type: string;
  cacheControl: string;
  /** Any other headers the answer carries (a download's name, a resource policy). */
  extra?: Record<string, string>;
}

/**
 * Answers a stored file with range requests (RFC 9110 §14): `Accept-Ranges: bytes`, a 206 with
 * `Content-Range` for one range, a 416 naming the size for one past the end, the whole file
 * otherwise. The store is asked for the bytes of the range alone (S3 receives the range). An
 * `If-Range` that names another version gets the whole file. Never compressed: a range counts
 * the stored bytes.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  name: string,
  headers: StoredFileHeaders,
): Promise<FastifyReply> {
  const size = await files.size(name);
  if (size === undefined) throw new HttpError(404, 'File not found.');
  // Stored names are random and their contents never change: the name and size tell versions apart.
  const etag = `"${name.replace(/\W/g, '')}-${size.toString(36)}"`;
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
  const range = byteRange(rangeHeader, size);
  reply
    .type(headers.type)
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', headers.cacheControl);
  for (const [header, value] of Object.entries(headers.extra ?? {})) reply.header(header, value);
  if (range === 'unsatisfiable') {
    reply.code(416).header('Content-Range', `bytes */${size}`);
    return reply.send('');
  }
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else reply.header('Content-Length', size);
  if (request.method === 'HEAD') return reply.send();
  const file = await files.open(name, range);
  if (!file) throw new HttpError(404, 'File not found.');
  return reply.send(file.body);
}
