import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageHead, PageRenderer, PageState } from '../../src/contract/pageRender';
import { PAGE_STATE_ID } from '../../src/contract/pageRender';
import { THEME_COOKIE, readTheme } from '../../src/contract/theme';
import { currentSession } from '../auth/sessions';
import { publicUser } from '../routes/auth';
import { headTags, scriptJson } from './headTags';
import type { PageTemplate } from './pageTemplate';
import { isPrivatePage } from './privatePages';

/** A private page's head: the site's name, and out of search results. */
const PRIVATE_HEAD: PageHead = {
  title: '',
  description: 'MindWell Academy: online courses in mental health.',
  path: '/',
  noindex: true,
};

/**
 * The API as the visitor reaches it, in process: the page's loaders get the answers the browser
 * would (the visitor's cookie goes with each call) without a trip over the network.
 */
function apiAs(app: FastifyInstance, request: FastifyRequest) {
  return async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, 'http://in-process');
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: {
        accept: 'application/json',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** As @fastify/compress compresses answers on the fly: a quick brotli level, for every request. */
const BROTLI_QUALITY = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The page in the encoding the browser takes best. @fastify/compress adds its hooks to routes,
 * and pages are answered by the not-found handler, which has none.
 */
async function compressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<Buffer | string> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return brotli(body, BROTLI_QUALITY);
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return gzip(body);
  }
  return body;
}

/**
 * A page of the student site: public pages rendered on the server with their own head and
 * status, private ones as the bare app (never indexed). Both say who is signed in, so the site
 * need not ask (and a visitor's first page makes no request that fails).
 */
export async function sendStudentPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  template: PageTemplate,
  renderer: PageRenderer,
): Promise<FastifyReply> {
  const { ctx } = app;
  const session = await currentSession(ctx, request);
  const user = session ? publicUser(session.user) : null;
  const origin = ctx.config.publicUrl;

  let status = 200;
  let head = PRIVATE_HEAD;
  let html = '';
  let state: PageState = { user, answers: {} };
  if (isPrivatePage(request.url)) reply.header('X-Robots-Tag', 'noindex');
  else {
    const page = await renderer.renderPage({ url: request.url, origin, user, fetch: apiAs(app, request) });
    ({ status, head, html, state } = page);
  }
  // The theme the student chose, on the page's first paint: no flash of the other one.
  const theme = readTheme(request.cookies[THEME_COOKIE]);
  const themedHead = theme ? template.head.replace('<html ', `<html data-theme="${theme}" `) : template.head;
  const body =
    `${themedHead}    ${headTags(head, origin)}\n  ${template.bodyStart}${html}</div>` +
    `\n    <script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>` +
    template.bodyEnd.slice('</div>'.length);
  reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  return reply.send(await compressed(request, reply, body));
}
