/** The theme a student chose with the header's switch, on the page's first paint. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COOKIE } from '../../../src/contract/theme';
import type { TestServer } from '../helpers/testServer';
import { crawlerView, startRenderingServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startRenderingServer({ seedDemo: true });
});
afterAll(async () => {
  await server?.close();
});

const themeOf = async (url: string, cookie?: string) => {
  const response = await server.client().request('GET', url, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return crawlerView(response.body).documentElement.getAttribute('data-theme');
};

describe('a page for a student who chose a theme', () => {
  it.each(['/', '/courses', '/basket'])('writes the chosen theme onto %s’s <html>', async (url) => {
    expect(await themeOf(url, `${THEME_COOKIE}=dark`)).toBe('dark');
    expect(await themeOf(url, `${THEME_COOKIE}=light`)).toBe('light');
  });

  it('leaves the theme to the system’s setting without a choice, or with a value that is none', async () => {
    expect(await themeOf('/courses')).toBeNull();
    expect(await themeOf('/courses', `${THEME_COOKIE}=%22%3E%3Cscript%3E`)).toBeNull();
  });
});
