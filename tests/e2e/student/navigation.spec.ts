import type { Locator, Page } from '@playwright/test';
import { amira } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { site } from '../support/site';

/** The links of the bar that are marked as the current page. */
const currentLinks = (page: Page): Locator => site.nav(page).locator('[aria-current="page"]');

test.describe('The navigation bar', () => {
  test('a visitor’s bar marks exactly the link of the current page', async ({ page }) => {
    await page.goto('/');
    const nav = site.nav(page);
    for (const [label, path] of [
      ['About Us', '/about'],
      ['Blog', '/blog'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(currentLinks(page)).toHaveCount(1);
      await expect(currentLinks(page)).toHaveText(label);
    }
    // A page without a link in the bar marks none.
    await page.goto('/login');
    await expect(site.heading(page)).toHaveText('Log in');
    await expect(currentLinks(page)).toHaveCount(0);
  });

  test.describe('for a student', () => {
    test.use({ signedInAs: amira });

    test('a student’s bar marks exactly the link of the current page, never its parent', async ({ page }) => {
      await page.goto('/');
      const nav = site.nav(page);
      for (const [label, path, heading] of [
        ['Dashboard', '/dashboard', 'Dashboard'],
        ['Enrolled Courses', '/dashboard/courses', 'Enrolled Courses'],
        ['Orders', '/dashboard/orders', 'Orders'],
        ['Help', '/dashboard/faq', 'Help'],
        ['Home', '/', 'Learn to look after your mind, and the minds around you'],
      ] as const) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(path);
        await expect(site.heading(page)).toHaveText(heading);
        await expect(currentLinks(page)).toHaveCount(1);
        await expect(currentLinks(page)).toHaveText(label);
      }
      await page.goto('/dashboard/notes');
      await expect(site.heading(page)).toHaveText('My notes');
      await expect(currentLinks(page)).toHaveCount(0);
    });

    test('the profile dropdown shows the avatar, name and welcome, and works with the keyboard alone', async ({
      page,
    }) => {
      await page.goto('/dashboard');
      await expect(site.heading(page)).toHaveText('Dashboard');
      const button = site.profileButton(page, amira.name);
      const panel = site.nav(page).locator('.profile-menu__panel');
      const myProfile = page.getByRole('menuitem', { name: 'My profile' });
      const logout = page.getByRole('menuitem', { name: 'Logout' });

      await tabTo(page, button);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('menu', { name: amira.name })).toBeVisible();
      await expect(panel.getByText('AK', { exact: true })).toBeVisible();
      await expect(panel.getByText(amira.name, { exact: true })).toBeVisible();
      await expect(panel.getByText('Welcome!', { exact: true })).toBeVisible();
      await expect(page.getByRole('menuitem')).toHaveText(['My profile', 'Logout']);
      await expect(myProfile).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(logout).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(myProfile).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(logout).toBeFocused();
      await page.keyboard.press('Home');
      await expect(myProfile).toBeFocused();
      await page.keyboard.press('End');
      await expect(logout).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(myProfile).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/dashboard/profile');
      await expect(site.heading(page)).toHaveText('My profile');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('logging out from the dropdown with the keyboard goes home and closes the dashboard', async ({
    page,
    signInFresh,
  }) => {
    // A session of this test's own: logging out ends it on the server.
    await signInFresh(amira);
    await page.goto('/dashboard/orders');
    const button = site.profileButton(page, amira.name);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/');
    await expect(site.nav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(button).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await expect(site.heading(page)).toHaveText('Log in');
  });
});
