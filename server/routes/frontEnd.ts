import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from '../../src/contract/pageRender';
import { isConsoleAddress } from '../../src/resources/paths';
import { CONSOLE_PAGE, PAGE_RENDERER, STUDENT_PAGE } from '../frontEndPages';
import { type PageTemplate, readPageTemplate } from '../pages/pageTemplate';
import { sendStudentPage } from '../pages/studentPage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths the SPA never owns (the API, files, built assets): an unknown one is a JSON 404. */
const isOutsideTheApps = (url: string) => /^\/(api|uploads|post_comments|assets)(\/|$|\?)/.test(url);

/** A file's address (`/assets/x.js`, `/favicon.ico`): a missing one is a 404, never the app. */
const isFilePath = (url: string) => /\.[^/]*$/.test(url.split('?')[0]);

/**
 * A page of the apps: a GET for an address that is no file, from a client that takes HTML or
 * anything at all (`curl`, health checks and link previews send `*\/*` or no Accept).
 */
const wantsPage = (request: FastifyRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isFilePath(request.url)) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
};

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found.' });

/** The student site's server renderer from the build (dist/server/), when it has one. */
async function builtRenderer(distDir: string): Promise<PageRenderer | null> {
  const file = path.join(distDir, PAGE_RENDERER);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

export interface FrontEndOptions {
  distDir: string;
  /** The student site's server renderer (default: the build's); tests hand in the source's. */
  pageRenderer?: PageRenderer;
}

/**
 * The built apps from `dist/`: hashed assets under /assets cached for good (served as the .br
 * or .gz beside them when there is one), pages never cached; the console's page
 * (admin/index.html) for /dashboard/admin and every address below it, and the student site's
 * for any other page a browser asks for, so client-side routes survive a reload: rendered on
 * the server (server/pages/studentPage.ts) when the build has its renderer, else index.html as built.
 */
export async function frontEnd(app: FastifyInstance, options: FrontEndOptions): Promise<void> {
  const { distDir } = options;
  const hasApp = existsSync(path.join(distDir, STUDENT_PAGE));
  // Loaded with the first page asked for: a process that serves only the API never loads it.
  let renderer: Promise<PageRenderer | null> | null = options.pageRenderer
    ? Promise.resolve(options.pageRenderer)
    : null;
  let template: Promise<PageTemplate> | null = null;

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // One route per built file: any other path falls to the SPA fallback below.
      wildcard: false,
      // The server renderer's build is the server's, never a file to hand out.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath).split(path.sep).join('/');
        res.setHeader('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!hasApp || isOutsideTheApps(request.url) || !wantsPage(request)) return notFound(reply);
    reply.header('Cache-Control', 'no-cache');
    if (isConsoleAddress(request.url)) return reply.sendFile(CONSOLE_PAGE);
    renderer ??= builtRenderer(distDir);
    const render = await renderer;
    if (!render) return reply.sendFile(STUDENT_PAGE);
    template ??= readPageTemplate(path.join(distDir, STUDENT_PAGE));
    return sendStudentPage(app, request, reply, await template, render);
  });
}
