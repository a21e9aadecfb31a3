import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/**
 * Whether a request was made by a script of this site (or of an ALLOWED_ORIGINS origin), never
 * by an image, a frame, a link or a form of another page. The legacy client signs out with a
 * GET, which any `<img src>` could send with the visitor's cookie: such a GET must act only
 * when this is true.
 *
 * Browsers say what made a request (Fetch Metadata: `Sec-Fetch-Dest` is `empty` for fetch and
 * XMLHttpRequest, `image`, `iframe` or `document` otherwise). The product's clients also send
 * `X-Requested-With`, which no image, frame or navigation can carry and which another origin can
 * only send after a CORS preflight that ALLOWED_ORIGINS grants; it lets a browser without Fetch
 * Metadata, or a script in Node, through.
 */
export function fromOwnScript(ctx: AppContext, request: FastifyRequest): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value.toLowerCase() : undefined;
  };
  const dest = header('sec-fetch-dest');
  const mode = header('sec-fetch-mode');
  const site = header('sec-fetch-site');
  const origin = request.headers.origin;
  const allowedOrigin = origin !== undefined && ctx.config.allowedOrigins.includes(origin);
  if (dest !== undefined && dest !== 'empty') return false;
  if (mode === 'navigate' || mode === 'nested-navigate') return false;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}` && !allowedOrigin)
    return false;
  if ((site === 'cross-site' || site === 'same-site') && !allowedOrigin) return false;
  if (header('x-requested-with') !== undefined) return true;
  return site === 'same-origin' && dest === 'empty';
}
