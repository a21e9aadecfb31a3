import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are (compressing them saves less than it costs). */
export const COMPRESS_THRESHOLD = 1024;
/** Answers up to this size are compressed at once, on the request's own thread. */
const AT_ONCE_LIMIT = 64 * 1024;
/** In order of preference: brotli where the browser takes it. */
export const ENCODINGS = ['br', 'gzip'] as const;

const BROTLI_QUALITY = 4;
const TEXTUAL = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))\b)/i;

function compressed(body: Buffer, encoding: (typeof ENCODINGS)[number]): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body);
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Compresses the small textual answers (the API's JSON, a server-rendered page) in one call on
 * the request's thread, before @fastify/compress sees them; it compresses the rest (files,
 * streams, large exports) as streams, and passes over an answer already encoded.
 *
 * Why: a compression stream runs on libuv's thread pool, four threads that also hash every
 * sign-in's password (argon2, tens of milliseconds each). During a wave of sign-ins, every
 * compressed answer queued behind the hashes, and each stream cost two handovers between
 * threads for a few kilobytes that take tens of microseconds to compress in place.
 */
export function compressSmallAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const length = Buffer.byteLength(payload);
    if (length < COMPRESS_THRESHOLD || length > AT_ONCE_LIMIT) return done(null, payload);
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined)
      return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !TEXTUAL.test(type)) return done(null, payload);
    const accepted = request.headers['accept-encoding'];
    const encoding =
      accepted === undefined
        ? undefined
        : (negotiate(accepted.toLowerCase().replace(/\bx-gzip\b|\*/g, 'gzip'), [...ENCODINGS]) as
            (typeof ENCODINGS)[number] | null);
    if (!encoding) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/\baccept-encoding\b|\*/i.test(String(vary)))
      reply.header('vary', `${String(vary)}, accept-encoding`);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressed(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding));
  });
}
