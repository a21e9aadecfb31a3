/** The demo catalogue's pictures and instructors as the server-rendered pages show them. */
import sharp from 'sharp';
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

const page = async (url: string) => {
  const response = await server.client().request('GET', url, { headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  return crawlerView(response.body);
};
const ORIGIN = 'http://127.0.0.1:3000';
const WIDTHS = /^(\/uploads\/[a-f0-9]{32}\.jpg\/(320|640|960|1280)\.(webp|jpg) \2w(, )?){4}$/;

describe("a course page's pictures", () => {
  it('offers the cover at four widths in WebP and JPEG, loaded first as the page’s main image', async () => {
    const document = await page('/courses/foundations-of-mental-health-awareness');
    const picture = document.querySelector('main aside picture');
    const source = picture?.querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toMatch(WIDTHS);
    expect(source?.getAttribute('sizes')).toBeTruthy();
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('srcset')).toMatch(WIDTHS);
    expect(img?.getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg\/640\.jpg$/);
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('names a 1280-pixel JPEG as its link preview, which the server serves', async () => {
    const document = await page('/courses/foundations-of-mental-health-awareness');
    const preview = meta(document, 'og:image');
    expect(preview).toMatch(new RegExp(`^${ORIGIN}/uploads/[a-f0-9]{32}\\.jpg/1280\\.jpg$`));
    expect(meta(document, 'twitter:image')).toBe(preview);
    const served = await server.client().get(new URL(preview!).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1280, height: 720 });
  });

  it("shows the instructor's card: photo, name linking to their page and short biography", async () => {
    const document = await page('/courses/foundations-of-mental-health-awareness');
    const section = document.querySelector('section[aria-labelledby="instructor-title"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Your instructor');
    expect(section?.querySelector('picture img')?.getAttribute('srcset')).toMatch(WIDTHS);
    expect(section?.querySelector('picture img')?.getAttribute('loading')).toBe('lazy');
    const link = [...(section?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'Helen Marsh');
    expect(link?.getAttribute('href')).toBe('/instructors/helen-marsh');
    expect(section?.textContent).toContain('A mental health nurse for twenty years');
  });
});

describe('the catalogue', () => {
  it('shows every course with its cover: the first row at once, the rest when they near the screen', async () => {
    const document = await page('/courses');
    const cards = [...document.querySelectorAll('main .course-card')];
    expect(cards.length).toBeGreaterThan(4);
    for (const card of cards) {
      const img = card.querySelector('picture img');
      expect(img?.getAttribute('srcset'), card.querySelector('h2, h3')?.textContent ?? '').toMatch(WIDTHS);
      expect(img?.getAttribute('fetchpriority')).toBeNull();
    }
    const loading = cards.map((card) => card.querySelector('img')?.getAttribute('loading'));
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));
  });

  it('shows every bundle and blog post with its picture', async () => {
    for (const [url, selector] of [
      ['/bundles', 'main .card'],
      ['/blog', 'main article'],
    ] as const) {
      const cards = [...(await page(url)).querySelectorAll(selector)];
      expect(cards.length, url).toBeGreaterThan(1);
      for (const card of cards)
        expect(card.querySelector('picture source[type="image/webp"]'), url).not.toBeNull();
    }
  });
});

describe("an instructor's page", () => {
  it('shows their photo, biography and credentials, with a Person that states them', async () => {
    const document = await page('/instructors/daniel-okafor');
    const main = document.querySelector('main');
    expect(main?.querySelector('h1')?.textContent).toBe('Daniel Okafor');
    expect(main?.querySelector('picture img')?.getAttribute('fetchpriority')).toBe('high');
    expect(main?.textContent).toContain('NHS Talking Therapies services');
    const credentials = document.querySelector('section[aria-labelledby="instructor-credentials"]');
    expect(credentials?.querySelector('h2')?.textContent).toBe('Credentials');
    const items = [...(credentials?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringContaining(
        'British Association for Behavioural and Cognitive Psychotherapies, registration number 123456',
      ),
      'Health and Care Professions Council, registration number PYL012345',
    ]);
    expect(credentials?.querySelector('a')?.getAttribute('href')).toBe('https://www.cbtregisteruk.com/');
    expect(main?.textContent).toContain('Courses by Daniel Okafor');

    expect(meta(document, 'og:image')).toMatch(/\/1280\.jpg$/);
    expect(structuredData(document).get('Person')).toMatchObject({
      name: 'Daniel Okafor',
      url: `${ORIGIN}/instructors/daniel-okafor`,
      image: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/uploads\/[a-f0-9]{32}\.jpg\/1280\.jpg$/),
      description: expect.stringContaining('accredited CBT therapist'),
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          identifier: '123456',
          recognizedBy: {
            '@type': 'Organization',
            name: 'British Association for Behavioural and Cognitive Psychotherapies',
          },
        },
        { identifier: 'PYL012345', recognizedBy: { name: 'Health and Care Professions Council' } },
      ],
    });
  });
});
