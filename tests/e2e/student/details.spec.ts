import type { Locator, Page } from '@playwright/test';
import { admin, amira, newAccount, uniqueTag } from '../support/accounts';
import { registerOverApi } from '../support/api';
import { EXAM_QUESTIONS, readyExam } from '../support/examCourse';
import { expect, test } from '../support/fixtures';
import { settled, site } from '../support/site';

// The details a customer notices: the header, the receipt on a phone, the exam page, the course
// page's buttons, the visitor's way to the basket, the dark theme.

/** A box's vertical extent, from its top to its bottom edge. */
const extent = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
};

/** The contrast ratio of two sRGB colours, as WCAG 2 defines it. */
function contrast(a: number[], b: number[]): number {
  const luminance = ([r, g, bl]: number[]) => {
    const [R, G, B] = [r, g, bl].map((c) => {
      const s = (c ?? 0) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const rgbs = (css: string): number[][] =>
  [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => m[1]!.split(',').slice(0, 3).map(Number));

async function expectHeaderInOneRow(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const header = page.getByRole('banner');
  const nav = site.nav(page);
  const parts = [
    nav.getByRole('link', { name: 'MindWell Academy' }),
    ...(await nav.getByRole('list').getByRole('link').all()),
    nav.getByRole('button', { name: 'Dark theme' }),
    nav.getByRole('link', { name: /^Basket/ }),
    site.profileButton(page, name),
  ];
  const bar = await extent(header);
  const boxes = await Promise.all(parts.map(extent));
  // One row: every part overlaps every other vertically, and all lie inside the bar.
  const lowestTop = Math.max(...boxes.map((b) => b.top));
  const highestBottom = Math.min(...boxes.map((b) => b.bottom));
  expect(lowestTop, 'every part of the bar on one row').toBeLessThan(highestBottom);
  for (const box of boxes) {
    expect(box.top).toBeGreaterThanOrEqual(bar.top);
    expect(box.bottom).toBeLessThanOrEqual(bar.bottom);
    expect(box.right).toBeLessThanOrEqual(1280);
  }
  // The active link is drawn whole, its pill inside the bar.
  const active = await extent(nav.getByRole('link', { name: 'Dashboard' }));
  expect(active.top).toBeGreaterThan(bar.top);
  expect(active.bottom).toBeLessThan(bar.bottom);
  expect(bar.bottom - bar.top, 'the bar is one row high').toBeLessThan(90);
}

test.describe('The signed-in header at 1280 px', () => {
  test.describe('for a student', () => {
    test.use({ signedInAs: amira });
    test('holds the links, the theme switch, Basket and the profile menu on one row', async ({ page }) => {
      await expectHeaderInOneRow(page, amira.name);
    });
  });

  test.describe('for an administrator, whose bar has Admin too', () => {
    test.use({ signedInAs: admin });
    test('holds the links, the theme switch, Basket and the profile menu on one row', async ({ page }) => {
      await expectHeaderInOneRow(page, admin.name);
    });
  });
});

test.describe('A student’s pages', () => {
  test.use({ signedInAs: amira });

  test('the receipt does not scroll sideways on a 390 px phone, its payment reference wrapping', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The demo's paid order (server/seed/demoData.ts).
    await page.goto('/dashboard/orders/1');
    const receipt = page.getByRole('article');
    await expect(receipt).toContainText(/pi_test_[0-9a-f]+/);
    await settled(page);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const reference = await extent(receipt.getByText(/pi_test_[0-9a-f]+/));
    expect(reference.right).toBeLessThanOrEqual(390);
  });

  test('Start learning on the receipt of an order of several courses opens My courses', async ({ page }) => {
    await page.goto('/dashboard/orders/1');
    await page.getByRole('link', { name: 'Start learning' }).click();
    await expect(page).toHaveURL('/dashboard/courses');
  });

  test('a course the student owns offers Go to course, with no price', async ({ page }) => {
    await page.goto('/courses/understanding-anxiety');
    const buy = page.getByRole('complementary', { name: 'Buy this course' });
    await expect(buy.getByRole('link', { name: 'Go to course' })).toBeVisible();
    await expect(buy).not.toContainText('£');
    await expect(buy.getByRole('button')).toHaveCount(0);
  });

  test('the exam’s breadcrumb meets contrast on its band, and each question’s heading sits inside its card', async ({
    page,
    adminApi,
  }) => {
    const course = await readyExam(adminApi, amira, uniqueTag());

    await page.goto(`/learn/${course.slug}/exam`);
    const crumb = page.locator('.page-band').getByRole('link', { name: course.title });
    await expect(crumb).toBeVisible();
    const colours = await crumb.evaluate((link) => {
      const band = link.closest('.page-band');
      return {
        text: getComputedStyle(link).color,
        band: band
          ? `${getComputedStyle(band).backgroundImage} ${getComputedStyle(band).backgroundColor}`
          : '',
      };
    });
    const [text] = rgbs(colours.text);
    const stops = rgbs(colours.band).filter((c) => c.length === 3);
    expect(stops.length).toBeGreaterThan(0);
    for (const stop of stops)
      expect(contrast(text!, stop), `against ${stop.join(',')}`).toBeGreaterThanOrEqual(4.5);

    await page.getByRole('button', { name: 'Start exam' }).click();
    const [question] = EXAM_QUESTIONS;
    const card = page.getByRole('group', { name: question });
    await expect(card).toBeVisible();
    const cardBox = await extent(card);
    const headingBox = await extent(card.getByText(question!));
    // Inside the card, with its padding all round the heading's top and sides.
    expect(headingBox.top).toBeGreaterThanOrEqual(cardBox.top + 8);
    expect(headingBox.left).toBeGreaterThanOrEqual(cardBox.left + 8);
    expect(headingBox.right).toBeLessThanOrEqual(cardBox.right - 8);
  });
});

test.describe('A visitor on a course page', () => {
  test('each certificate level’s button names what it adds, no two alike', async ({ page }) => {
    await page.goto('/courses/foundations-of-mental-health-awareness');
    const certificates = page.getByRole('region', { name: 'Certificates' });
    const buttons = certificates.getByRole('button');
    await expect(buttons.first()).toBeVisible();
    // Each button's name is its words, the visible ones and those for a screen reader alike.
    const names = (await buttons.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
    for (const [index, name] of names.entries()) await expect(buttons.nth(index)).toHaveAccessibleName(name);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(name).toMatch(/^Add Level \d .+ to basket \(.+ from .+\)$/);
    expect(new Set(names).size, 'accessible names all distinct').toBe(names.length);
    await expect(
      certificates.getByRole('button', {
        name: 'Add Level 3 Certificate to basket (printed certificate with transcript from Northern Council for Wellbeing Education)',
      }),
    ).toBeVisible();
  });

  test('Add to basket says why a visitor must sign in, and brings them back with the course in the basket', async ({
    page,
    baseURL,
  }) => {
    const account = newAccount('visitor');
    // An account of their own, made elsewhere: this browser is still a visitor.
    await registerOverApi(baseURL ?? '', account);
    await page.goto('/courses/understanding-anxiety');
    const buy = page.getByRole('complementary', { name: 'Buy this course' });
    const add = buy.getByRole('button', { name: 'Add to basket' });
    await expect(buy).toContainText('You will be asked to log in or create an account first');
    await expect(add).toHaveAccessibleDescription(/log in or create an account first/);
    await add.click();

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('main')).toContainText('Log in, or create an account, to buy');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/basket');
    await expect(
      page.getByRole('status').filter({ hasText: 'Understanding Anxiety is in your basket.' }),
    ).toBeVisible();
  });
});

test.describe('A visitor on a 320 px screen (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('reads the home page and a course page without scrolling sideways, the header’s controls wrapping', async ({
    page,
  }) => {
    for (const address of ['/', '/courses/foundations-of-mental-health-awareness']) {
      await page.goto(address);
      await expect(site.heading(page)).toBeVisible();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, address).toBeLessThanOrEqual(widths.client);
      const register = await extent(site.nav(page).getByRole('link', { name: 'Register' }));
      expect(register.right).toBeLessThanOrEqual(320);
    }
  });
});

test.describe('A visitor moving between the public pages', () => {
  test('makes no request for who is signed in and none that fails, on the pages and after each move', async ({
    page,
  }) => {
    const userCalls: string[] = [];
    const failures: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') userCalls.push(page.url());
    });
    // An unknown certificate's page answers 404 by design; no call the pages make may fail.
    page.on('response', (response) => {
      if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/'))
        failures.push(`${response.status()} ${response.url()}`);
    });
    const nav = site.nav(page);
    await page.goto('/');
    await nav.getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(site.heading(page)).toHaveText('Courses');
    // Rated first, then the rest oldest first: the demo's courses, whatever other specs added.
    await page.getByLabel('Sort by').selectOption({ label: 'Highest rated' });
    await page.getByRole('link', { name: 'Understanding Anxiety' }).first().click();
    await expect(site.heading(page)).toHaveText('Understanding Anxiety');
    await page.getByRole('region', { name: 'Your instructor' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/instructors\//);
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await nav.getByRole('link', { name: 'Log in' }).click();
    await expect(site.heading(page)).toHaveText('Log in');
    await nav.getByRole('link', { name: 'Register' }).click();
    await expect(site.heading(page)).toHaveText('Create your account');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    for (const address of ['/bundles', '/shop', '/certificates/NO-SUCH-CODE', '/blog/1', '/about']) {
      await page.goto(address);
      await expect(site.heading(page)).toBeVisible();
      await settled(page);
    }
    expect(userCalls).toEqual([]);
    expect(failures).toEqual([]);
  });
});

test.describe('The dark theme', () => {
  test.use({ colorScheme: 'dark' });

  const background = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const isDark = async (page: Page) => {
    const [rgb] = rgbs(await background(page));
    return contrast(rgb!, [0, 0, 0]) < 3;
  };

  test('follows the system’s setting, and the switch’s choice is remembered with no flash of the other', async ({
    page,
  }) => {
    await page.goto('/courses');
    expect(await isDark(page)).toBe(true);
    const toggle = site.nav(page).getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await isDark(page)).toBe(false);

    // The next page comes from the server already light: the choice is on its <html>.
    const html = await (await page.request.get('/about')).text();
    expect(html).toMatch(/<html [^>]*data-theme="light"/);
    await page.goto('/about');
    expect(await isDark(page)).toBe(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    expect(await isDark(page)).toBe(true);
  });
});
