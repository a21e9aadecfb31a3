/** Terms, Privacy, Refund policy and Contact as a crawler reads them, and as the console edits them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { crawlerView, meta, startRenderingServer, structuredData } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startRenderingServer();
});
afterAll(async () => {
  await server?.close();
});

const page = (url: string) => server.client().request('GET', url, { headers: { accept: 'text/html' } });
const ORIGIN = 'http://127.0.0.1:3000';

describe('the legal pages', () => {
  it.each([
    ['/terms', 'Terms', 'Your right to cancel'],
    ['/privacy', 'Privacy', "Information Commissioner's Office"],
    ['/refund-policy', 'Refund policy', 'What counts as starting'],
    ['/contact', 'Contact', 'Samaritans free on 116 123'],
  ])(
    'answer %s rendered: its title, description, canonical address, breadcrumb and text',
    async (url, title, text) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const document = crawlerView(response.body);
      expect(document.title).toBe(`${title} | MindWell Academy`);
      expect(meta(document, 'description')).toMatch(/\w{4,}/);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}${url}`);
      expect(structuredData(document).get('BreadcrumbList')).toMatchObject({
        itemListElement: [{ name: 'Home' }, { name: title }],
      });
      const main = document.querySelector('main');
      expect(main?.querySelector('h1')?.textContent).toBe(title);
      expect(main?.textContent).toContain(text);
      expect(main?.textContent).toContain('Draft for the course provider to review and complete.');
      // The footer links all four beside Home, About Us and Blog, under the 2021 line.
      const footer = document.querySelector('footer');
      expect([...(footer?.querySelectorAll('a') ?? [])].map((a) => a.textContent)).toEqual([
        'Home',
        'About Us',
        'Blog',
        'Terms',
        'Privacy',
        'Refund policy',
        'Contact',
      ]);
      expect(footer?.textContent).toContain('© 2021 MindWell Academy');
    },
  );

  it('are listed in the sitemap with the time each was last edited', async () => {
    const sitemap = (await page('/sitemap.xml')).body;
    for (const slug of ['terms', 'privacy', 'refund-policy', 'contact'])
      expect(sitemap).toMatch(new RegExp(`<loc>${ORIGIN}/${slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  it('show what the console saved, sanitized as other rich text', async () => {
    const admin = await server.signInAsAdmin();
    const list = await admin.request('GET', '/api/admin/legal-pages');
    expect(list.statusCode).toBe(200);
    const terms = list.json<{ data: { id: number; slug: string }[] }>().data.find((p) => p.slug === 'terms')!;
    const saved = await admin.post('/api/admin/legal-pages/update', {
      id: terms.id,
      title: 'Terms and conditions',
      content: '<p>Our own terms.</p><script>alert(1)</script><p onclick="x()">Read them.</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const document = crawlerView((await page('/terms')).body);
    expect(document.title).toBe('Terms and conditions | MindWell Academy');
    const main = document.querySelector('main')!;
    expect(main.textContent).toContain('Our own terms.');
    expect(main.innerHTML).not.toContain('alert(1)');
    expect(main.innerHTML).not.toContain('onclick');
  });

  it('answer 404 for an address that is not one of them', async () => {
    expect((await server.client().get('/api/pages/cookies')).statusCode).toBe(404);
  });
});
