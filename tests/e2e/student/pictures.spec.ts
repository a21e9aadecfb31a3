import type { Page, Response } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { settled, site } from '../support/site';

/** The images the page fetched from the uploads, with the type they were served as. */
function imagesFetched(page: Page): { url: string; type: string; bytes: number }[] {
  const fetched: { url: string; type: string; bytes: number }[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/uploads/')) return;
    fetched.push({
      url: url.pathname,
      type: response.headers()['content-type'] ?? '',
      bytes: Number(response.headers()['content-length'] ?? 0),
    });
  });
  return fetched;
}

test.describe('Pictures', () => {
  test('the catalogue shows every course with its cover, as a WebP the width of its card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const fetched = imagesFetched(page);
    // Rated first, then the rest oldest first: the demo's courses, whatever other specs added.
    await page.goto('/courses?sort=rating');
    await settled(page);
    const cards = page.locator('main .course-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const image = cards.nth(i).locator('img');
      await image.scrollIntoViewIfNeeded();
      // Drawn: loaded and not broken, whatever width the browser chose (or the plain cover of a
      // course made without an image).
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // The demo's courses, rated, come first with their covers; a course another spec made has
    // no picture and shows the plain cover (checked drawn above).
    const covers = page.locator('main .course-card picture img');
    expect(await covers.count()).toBeGreaterThanOrEqual(4);
    for (const cover of await covers.all())
      expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/uploads\/[a-f0-9]{32}\.jpg\/(320|640|960)\.webp$/,
      );
    // Only variants were fetched, each a WebP: never an original.
    expect(fetched.length).toBeGreaterThanOrEqual(await covers.count());
    for (const image of fetched) {
      expect(image.url).toMatch(/\/\d+\.webp$/);
      expect(image.type).toBe('image/webp');
    }
  });

  test('covers below the fold wait until the visitor scrolls to them', async ({ page }) => {
    // A phone: one card a row, so the last is far below the fold, beyond the browser's look-ahead.
    await page.setViewportSize({ width: 390, height: 800 });
    const fetched = imagesFetched(page);
    // Rated first, then the rest oldest first: the demo's courses, whatever other specs added.
    await page.goto('/courses?sort=rating');
    await settled(page);
    const cards = page.locator('main .course-card:has(picture)');
    const last = cards.last().locator('img');
    expect(await last.evaluate((img: HTMLImageElement) => img.loading)).toBe('lazy');
    const lastSrc = await last.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(lastSrc).toBe('');
    const before = fetched.length;
    expect(before).toBeLessThan(await cards.count());
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(fetched.length).toBeGreaterThan(before);
  });

  test("a course's instructor card leads to their page: photo, biography, credentials and courses", async ({
    page,
  }) => {
    await page.goto('/courses/supporting-someone-in-crisis');
    await settled(page);
    const card = page.getByRole('region', { name: 'Your instructor' });
    await expect(card.getByText('An accredited CBT therapist')).toBeVisible();
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await card.getByRole('link', { name: 'Daniel Okafor' }).click();

    await expect(page).toHaveURL('/instructors/daniel-okafor');
    await expect(site.heading(page)).toHaveText('Daniel Okafor');
    const photo = page.locator('main .instructor-profile img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('NHS Talking Therapies services')).toBeVisible();
    const credentials = page.getByRole('region', { name: 'Credentials' });
    await expect(credentials.getByRole('listitem')).toHaveText([
      /British Association for Behavioural and Cognitive Psychotherapies, registration number 123456/,
      'Health and Care Professions Council, registration number PYL012345',
    ]);
    await expect(credentials.getByRole('link', { name: /check the register/ })).toHaveAttribute(
      'href',
      'https://www.cbtregisteruk.com/',
    );
    const courses = page.getByRole('region', { name: 'Courses by Daniel Okafor' });
    await expect(courses.getByRole('link', { name: 'Supporting Someone in Crisis' })).toBeVisible();
    await expectAccessible(page, 'an instructor’s page');
  });
});
