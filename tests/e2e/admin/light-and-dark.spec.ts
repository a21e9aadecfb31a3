import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { admin } from '../support/accounts';
import { adminConsole, adminPath } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

const toggle = (page: Page) => adminConsole.bar(page).getByRole('button', { name: 'Toggle light/dark mode' });

/** Whether the page's background is dark, as the eye sees it. */
const looksDark = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 128;
  });

test.describe("The console's light and dark looks", () => {
  test('follows a system that prefers dark, and passes axe on the dashboard; the other pages follow', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('main').getByRole('region', { name: 'Sales today' })).toBeVisible();
    expect(await looksDark(page)).toBe(true);
    await expectAccessible(page, 'the dashboard, dark');
    await page.goto(adminPath('courses/create'));
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
    expect(await looksDark(page)).toBe(true);
  });

  test('follows a system that prefers light, and passes axe on the dashboard; the other pages follow', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/dashboard/admin');
    await expect(page.getByRole('main').getByRole('region', { name: 'Sales today' })).toBeVisible();
    expect(await looksDark(page)).toBe(false);
    await expectAccessible(page, 'the dashboard, light');
    await page.goto(adminPath('courses/create'));
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
    expect(await looksDark(page)).toBe(false);
  });

  test("the switch in the bar overrides the system's choice, and the console remembers it", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(adminPath('tips'));
    await expect(toggle(page)).toBeVisible();
    expect(await looksDark(page)).toBe(true);

    await toggle(page).click();
    await expect.poll(() => looksDark(page)).toBe(false);
    await page.reload();
    await expect(toggle(page)).toBeVisible();
    expect(await looksDark(page)).toBe(false);

    await toggle(page).click();
    await expect.poll(() => looksDark(page)).toBe(true);
    await page.reload();
    await expect(toggle(page)).toBeVisible();
    expect(await looksDark(page)).toBe(true);
  });
});
