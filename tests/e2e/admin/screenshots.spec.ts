import { admin } from '../support/accounts';
import { adminConsole, adminPath } from '../support/console';
import { expect, test } from '../support/fixtures';

// The README's pictures of the console, written to docs/ only on request, so an ordinary run
// never rewrites tracked files: UPDATE_SCREENSHOTS=1 npx playwright test tests/e2e/admin/screenshots.spec.ts
test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to write the README screenshots');
test.use({ viewport: { width: 1280, height: 800 } });

const shot = (name: string) => ({ path: `docs/${name}.png`, animations: 'disabled' as const });

test.describe('README screenshots', () => {
  test('the login page', async ({ page }) => {
    await page.goto(adminPath(''));
    await expect(adminConsole.loginTitle(page)).toBeVisible();
    await page.screenshot(shot('admin-login'));
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: admin });

    test('a list page', async ({ page }) => {
      await page.goto(adminPath('courses'));
      const row = adminConsole.rows(page, 'Foundations of Mental Health Awareness');
      await expect(row.getByRole('link', { name: 'Helen Marsh' })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.screenshot(shot('admin-list'));
    });

    test('an edit page', async ({ page }) => {
      await page.goto(adminPath('courses/1'));
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(
        'Foundations of Mental Health Awareness',
      );
      await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toContainText(
        'Mental health is part',
      );
      await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(
        'Mental Health Awareness',
      );
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.screenshot(shot('admin-edit'));
    });
  });
});
