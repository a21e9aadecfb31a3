import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import * as pageRenderer from '../../../student/ssr/renderPage';
import { type TestServer, type TestServerOptions, startTestServer } from '../helpers/testServer';

/**
 * A server that renders the student site's pages with the renderer's source (the build's
 * dist/server/ is what `npm start` uses), around the repository's own index.html.
 */
export async function startRenderingServer(
  options: TestServerOptions = {},
): Promise<TestServer & { dist: string }> {
  const dist = await mkdtemp(path.join(tmpdir(), 'mindwell-pages-'));
  await copyFile('index.html', path.join(dist, 'index.html'));
  await mkdir(path.join(dist, 'admin'));
  await copyFile('admin/index.html', path.join(dist, 'admin', 'index.html'));
  const server = await startTestServer({ ...options, distDir: dist, pageRenderer });
  return {
    ...server,
    dist,
    close: async () => {
      await server.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}

/** A page as a crawler reads it: the HTML parsed, no script run. */
export const crawlerView = (html: string) => new JSDOM(html).window.document;

/** The JSON-LD objects of a page, by their @type. */
export function structuredData(document: Document): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
    found.set(String(data['@type']), data);
  }
  return found;
}

export const meta = (document: Document, key: string): string | null =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
