import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageHead, PageRenderer, PageState } from '../../src/contract/pageRender';
import { PAGE_STATE_ID } from '../../src/contract/pageRender';
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
      headers: { accept: 'application/json', ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
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
  const body =
    `${template.head}    ${headTags(head, origin)}\n  ${template.bodyStart}${html}</div>` +
    `\n    <script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>` +
    template.bodyEnd.slice('</div>'.length);
  return reply
    .code(status)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(body);
}
