/** The public pages as a crawler or a link preview reads them: HTML that holds the page before any script runs. */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/testServer';
import { crawlerView, meta, startRenderingServer, structuredData } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startRenderingServer({ seedDemo: true });
});
afterAll(async () => {
  await server?.close();
});

const page = (url: string) => server.client().request('GET', url, { headers: { accept: 'text/html' } });
const ORIGIN = 'http://127.0.0.1:3000';

describe('a crawler reading a public page', () => {
  it.each([
    ['/', 'MindWell Academy', 'Learn to look after your mind, and the minds around you', 'WebSite'],
    ['/courses', 'Courses | MindWell Academy', 'Foundations of Mental Health Awareness', 'BreadcrumbList'],
    ['/bundles', 'Course bundles | MindWell Academy', 'Workplace Wellbeing Bundle', 'BreadcrumbList'],
    ['/shop', 'Shop | MindWell Academy', 'Shop', 'BreadcrumbList'],
    ['/blog', 'Blog | MindWell Academy', 'How to support a friend who is struggling', 'BreadcrumbList'],
    ['/about', 'About us | MindWell Academy', 'How certificates work', 'BreadcrumbList'],
  ])(
    'finds %s with its title, description, canonical address, preview tags, JSON-LD and text',
    async (url, title, text, type) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const document = crawlerView(response.body);
      expect(document.title).toBe(title);
      expect(meta(document, 'description')).toMatch(/\w{4,}/);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}${url}`);
      expect(meta(document, 'og:title')).toBe(title.replace(' | MindWell Academy', ''));
      expect(meta(document, 'og:url')).toBe(`${ORIGIN}${url}`);
      expect(meta(document, 'twitter:card')).toMatch(/^summary/);
      expect(structuredData(document).has(type)).toBe(true);
      expect(document.querySelector('main')?.textContent).toContain(text);
      expect(meta(document, 'robots')).toBeNull();
    },
  );

  it('reads a course page: its heading, price, syllabus and reviews, and a Course with provider, offer in GBP and rating', async () => {
    const response = await page('/courses/foundations-of-mental-health-awareness');
    expect(response.statusCode).toBe(200);
    const document = crawlerView(response.body);
    expect(document.title).toBe('Foundations of Mental Health Awareness | MindWell Academy');
    expect(meta(document, 'description')).toContain('A warm, practical introduction to mental health');
    const main = document.querySelector('main')?.textContent ?? '';
    expect(document.querySelector('main h1')?.textContent).toBe('Foundations of Mental Health Awareness');
    expect(main).toContain('£39.99');
    expect(main).toContain('Syllabus');
    expect(main).toContain('Clear, kind and practical.');
    expect(main).toContain('Helen Marsh');
    // The figures the JSON-LD below states, drawn before any script runs.
    expect(document.querySelector('main [role="img"][aria-label="Rated 4.5 out of 5"]')).not.toBeNull();
    expect(main).toContain('Rated 4.5 out of 5 from 2 reviews');
    expect(main).toContain('5 stars: 1 review');
    expect(main).toContain('4 stars: 1 review');
    expect(main).toContain('1 star: 0 reviews');
    expect(main).toContain('A student, ');

    const data = structuredData(document);
    const course = data.get('Course');
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Foundations of Mental Health Awareness',
      url: `${ORIGIN}/courses/foundations-of-mental-health-awareness`,
      provider: { '@type': 'Organization', name: 'MindWell Academy' },
      offers: { '@type': 'Offer', price: '39.99', priceCurrency: 'GBP' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 2, bestRating: 5 },
      instructor: { '@type': 'Person', name: 'Helen Marsh' },
    });
    expect(data.get('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/` },
        { position: 2, name: 'Courses', item: `${ORIGIN}/courses` },
        { position: 3, name: 'Foundations of Mental Health Awareness' },
      ],
    });
  });

  it('reads a blog post: its heading and text, and a BlogPosting', async () => {
    const response = await page('/blog/5');
    expect(response.statusCode).toBe(200);
    const document = crawlerView(response.body);
    expect(document.title).toBe('How to support a friend who is struggling | MindWell Academy');
    expect(meta(document, 'og:type')).toBe('article');
    expect(document.querySelector('main h1')?.textContent).toBe('How to support a friend who is struggling');
    expect(document.querySelector('main article')?.textContent).toContain('You do not need to be an expert');
    expect(structuredData(document).get('BlogPosting')).toMatchObject({
      headline: 'How to support a friend who is struggling',
      url: `${ORIGIN}/blog/5`,
      publisher: { name: 'MindWell Academy' },
    });
  });

  it("reads an instructor's page, linked from their course: their name and their courses", async () => {
    const course = crawlerView((await page('/courses/foundations-of-mental-health-awareness')).body);
    const link = [...course.querySelectorAll('main a')].find((a) => a.textContent === 'Helen Marsh');
    expect(link?.getAttribute('href')).toBe('/instructors/helen-marsh');

    const response = await page('/instructors/helen-marsh');
    expect(response.statusCode).toBe(200);
    const document = crawlerView(response.body);
    expect(document.title).toBe('Helen Marsh | MindWell Academy');
    expect(document.querySelector('main h1')?.textContent).toBe('Helen Marsh');
    const main = document.querySelector('main')?.textContent ?? '';
    expect(main).toContain('Foundations of Mental Health Awareness');
    expect(main).toContain('CBT Skills for Everyday Life');
    expect(structuredData(document).get('Person')).toMatchObject({ name: 'Helen Marsh' });
  });

  it('hands the browser the answers the page was made from, and says a visitor is signed out', async () => {
    const document = crawlerView((await page('/courses/foundations-of-mental-health-awareness')).body);
    const state = JSON.parse(document.getElementById('page-state')?.textContent ?? '{}') as {
      user: unknown;
      answers: Record<string, { data?: { title?: string } }>;
    };
    expect(state.user).toBeNull();
    expect(state.answers['course:foundations-of-mental-health-awareness']?.data?.title).toBe(
      'Foundations of Mental Health Awareness',
    );
  });
});

describe('an address with nothing behind it', () => {
  it.each([
    '/no-such-page',
    '/courses/no-such-course',
    '/courses/no-such-course/preview/1',
    '/bundles/no-such-bundle',
    '/shop/no-such-product',
    '/blog/999999',
    '/blog/not-a-number',
    '/instructors/nobody',
  ])("answers %s with 404 and the site's not-found page, kept out of search results", async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const document = crawlerView(response.body);
    expect(document.title).toBe('Page not found | MindWell Academy');
    expect(document.querySelector('main h1')?.textContent).toBe('We can’t find that page');
    expect(meta(document, 'robots')).toBe('noindex');
  });

  it('answers an unknown certificate code with 404 and says no certificate has it', async () => {
    const response = await page('/certificates/NO-SUCH-CODE');
    expect(response.statusCode).toBe(404);
    const document = crawlerView(response.body);
    expect(document.querySelector('main')?.textContent).toContain('No certificate has the code NO-SUCH-CODE');
    expect(meta(document, 'robots')).toBe('noindex');
  });
});

describe('the pages of a signed-in user', () => {
  it.each([
    '/dashboard',
    '/dashboard/orders',
    '/learn/foundations-of-mental-health-awareness',
    '/basket',
    '/login',
  ])('say %s is not to be indexed, and who is signed in', async (url) => {
    const student = await server.signInAsStudent();
    const response = await student.request('GET', url, { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const document = crawlerView(response.body);
    expect(meta(document, 'robots')).toBe('noindex');
    const state = JSON.parse(document.getElementById('page-state')?.textContent ?? '{}') as {
      user: { id: number } | null;
    };
    expect(state.user?.id).toBe(student.userId);
  });
});

describe('the files crawlers ask for', () => {
  it('lists every public page in sitemap.xml, each record with the time it last changed', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const urls = [
      ...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
    ];
    const byAddress = new Map(urls.map(([, loc, lastmod]) => [loc, lastmod]));
    for (const address of ['/', '/courses', '/bundles', '/shop', '/blog', '/about'])
      expect(byAddress.has(`${ORIGIN}${address}`), address).toBe(true);
    const course = byAddress.get(`${ORIGIN}/courses/foundations-of-mental-health-awareness`);
    expect(course).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(byAddress.get(`${ORIGIN}/blog/5`)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(byAddress.get(`${ORIGIN}/bundles/workplace-wellbeing-bundle`)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(byAddress.get(`${ORIGIN}/instructors/helen-marsh`)).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Every page listed answers 200.
    for (const loc of byAddress.keys())
      expect((await page(loc.slice(ORIGIN.length))).statusCode, loc).toBe(200);
  });

  it('keeps crawlers out of the signed-in site, the basket and the API in robots.txt', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/dashboard', '/learn', '/basket', '/api'])
      expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the page as it travels', () => {
  it('comes compressed to a browser that takes brotli', async () => {
    const response = await server.client().request('GET', '/courses/foundations-of-mental-health-awareness', {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(crawlerView(html).querySelector('main h1')?.textContent).toBe(
      'Foundations of Mental Health Awareness',
    );
  });
});
