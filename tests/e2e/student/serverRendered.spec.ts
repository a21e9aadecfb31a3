import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

const COURSE = '/courses/foundations-of-mental-health-awareness';

const publicPages = [
  '/',
  '/courses',
  COURSE,
  '/bundles',
  '/shop',
  '/blog',
  '/blog/1',
  '/about',
  '/instructors/helen-marsh',
];

/** The API calls a page makes and the answers of 400 or more it gets, from now on. */
function watchRequests(page: Page) {
  const calls: string[] = [];
  const failures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return { calls, failures };
}

test.describe('A page the server rendered, in the browser', () => {
  test('a course page becomes interactive without asking for the course again, and later pages load their own data', async ({
    page,
  }) => {
    const { calls, failures } = watchRequests(page);
    await page.goto(COURSE);
    await expect(site.heading(page)).toHaveText('Foundations of Mental Health Awareness');
    await expect(page.getByRole('region', { name: 'Syllabus' })).toBeVisible();

    // Interactive: the site's own links now move without a page load, and fetch what they show.
    await site.nav(page).getByRole('link', { name: 'Courses' }).click();
    await expect(site.heading(page)).toHaveText('Courses');
    // Other specs add courses to the same server: whichever come first, the list was fetched.
    await expect.poll(() => calls).toContain('/api/catalogue/courses');
    expect(calls).not.toContain(`/api/catalogue${COURSE}`);
    expect(calls, 'who is signed in comes with the page').not.toContain('/api/user');
    expect(failures).toEqual([]);
  });

  for (const address of publicPages)
    test(`a visitor's visit to ${address} makes no request that fails, and none for what the page holds`, async ({
      page,
    }) => {
      const { calls, failures } = watchRequests(page);
      await page.goto(address);
      await expect(site.heading(page)).toBeVisible();
      // The visit's last step: a client-side move to the about page, which loads nothing.
      await site.nav(page).getByRole('link', { name: 'About Us' }).click();
      await expect(site.heading(page)).toHaveText('About MindWell Academy');
      expect(calls).toEqual([]);
      expect(failures).toEqual([]);
    });
});
