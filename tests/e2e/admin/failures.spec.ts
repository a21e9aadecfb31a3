import { admin } from '../support/accounts';
import { adminConsole, adminPath, deleteAndConfirm } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

test.describe('Refusals from the server', () => {
  test('a taken title is refused with the server’s message, as a toast and on the field', async ({
    page,
    adminApi,
  }) => {
    const before = await adminApi.list('course_tags');
    await page.goto(adminPath('courses/course-tags/create'));
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill('Anxiety');
    const refused = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/course-tags/create'),
    );
    await adminConsole.save(page).click();
    expect((await refused).status()).toBe(422);

    await expect(adminConsole.toast(page)).toHaveText('The title has already been taken.');
    await expect(title).toHaveAccessibleDescription('The title has already been taken.');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(adminPath('courses/course-tags/create'));
    expect(await adminApi.list('course_tags')).toHaveLength(before.length);
  });

  test('a required field the server finds blank is marked on that field', async ({ page }) => {
    await page.goto(adminPath('courses/course-tags/create'));
    const title = page.getByRole('textbox', { name: 'Title' });
    // Only spaces: enough for the browser, nothing for the server.
    await title.fill('   ');
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('The title field is required.');
    await expect(title).toHaveAccessibleDescription('The title field is required.');
  });

  test('a delete the server refuses shows why, and the record stays', async ({ page, adminApi }) => {
    await page.goto(adminPath('awarding-bodies'));
    const row = adminConsole.rows(page, 'Northern Council for Wellbeing Education');
    await deleteAndConfirm(page, row, 'Delete Awarding Body Northern Council for Wellbeing Education');
    await expect(adminConsole.toast(page)).toHaveText(
      /^This awarding body is still used by \d+ certificate levels?\. Delete or change those first\.$/,
    );
    await expect(row).toBeVisible();
    expect(await adminApi.find('awarding_bodies', 1)).toBeDefined();
  });
});
