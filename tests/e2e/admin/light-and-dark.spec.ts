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

for (const mode of ['light', 'dark'] as const)
  test.describe(`The console in ${mode} mode passes axe`, () => {
    test.use({ colorScheme: mode });
    const inMode = async (page: Page) => expect(await looksDark(page)).toBe(mode === 'dark');

    test('on a list with selectable rows, before and after a row is selected', async ({ page }) => {
      await page.goto(adminPath('courses'));
      const firstRow = page.getByRole('table').getByRole('row').nth(1);
      await expect(firstRow.getByRole('checkbox', { name: 'Select this row' })).toBeVisible();
      await inMode(page);
      await expectAccessible(page, `the courses list, ${mode}`);
      await firstRow.getByRole('checkbox', { name: 'Select this row' }).check();
      await expect(page.getByRole('button', { name: 'Delete' }).first()).toBeVisible();
      await expectAccessible(page, `the courses list with a row selected, ${mode}`);
    });

    test("on the reviews list, with a row's full text shown", async ({ page }) => {
      await page.goto(adminPath('reviews'));
      const firstRow = page.getByRole('table').getByRole('row').nth(1);
      await firstRow.getByRole('button', { name: 'Show full text' }).click();
      await expect(firstRow.getByRole('button', { name: 'Hide full text' })).toBeVisible();
      await inMode(page);
      await expectAccessible(page, `the reviews list, ${mode}`);
    });

    test('on a create form', async ({ page }) => {
      await page.goto(adminPath('coupons/create'));
      await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
      await inMode(page);
      await expectAccessible(page, `the coupon create form, ${mode}`);
    });

    test("on a course's edit page, on each of its tabs", async ({ page, adminApi }) => {
      const [course] = await adminApi.list<{ id: number }>('courses');
      await page.goto(adminPath(`courses/${course!.id}`));
      await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
      await inMode(page);
      await expectAccessible(page, `the course edit page's Details, ${mode}`);
      for (const tab of ['Topics', 'Lessons', 'Exam']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await expectAccessible(page, `the course edit page's ${tab}, ${mode}`);
      }
    });

    test.describe('signed out', () => {
      test.use({ signedInAs: null });

      test(`on the login page, which is ${mode} too`, async ({ page }) => {
        await page.goto('/dashboard/admin');
        await expect(adminConsole.loginTitle(page)).toBeVisible();
        await inMode(page);
        await expectAccessible(page, `the login page, ${mode}`);
      });
    });
  });

test.describe("The console's login page and the switch", () => {
  test.use({ colorScheme: 'light' });

  test("when the session ends, the login page keeps the look chosen with the bar's switch", async ({
    page,
    newAdmin,
    signInFresh,
  }) => {
    // A session of the test's own, as its cookie is dropped.
    await signInFresh(newAdmin);
    await page.goto(adminPath('tips'));
    await toggle(page).click();
    await expect.poll(() => looksDark(page)).toBe(true);

    // The session expires (no logout, which would also empty the console's kept settings).
    await page.context().clearCookies();
    await page.reload();
    await expect(adminConsole.loginTitle(page)).toBeVisible();
    expect(await looksDark(page)).toBe(true);
  });
});
