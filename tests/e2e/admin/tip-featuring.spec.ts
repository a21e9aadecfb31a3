import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, dismissToast, nextCall } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface Tip {
  id: number;
  title: string;
  featured: number;
}

test.describe('Tips: featuring', () => {
  test('"Make featured" features one tip and shows every other as not featured at once, without reloading', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const before = await adminApi.list<Tip>('tips');
    const wasFeatured = before.find((tip) => tip.featured === 1);
    const first = await adminApi.create<Tip>('tips', {
      title: `E2E Drink a glass of water ${tag}`,
      description: 'Thirst can feel like tiredness or low mood.',
    });
    const second = await adminApi.create<Tip>('tips', {
      title: `E2E Name one feeling ${tag}`,
      description: 'Putting a feeling into words can soften it.',
    });

    try {
      const tipLists: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/admin/tips') tipLists.push(request.url());
      });
      await page.goto(adminPath('tips'));
      const table = page.getByRole('table');
      const firstRow = adminConsole.rows(page, first.title);
      const secondRow = adminConsole.rows(page, second.title);
      await expect(firstRow.getByRole('img', { name: 'No' })).toBeVisible();
      await expect(secondRow.getByRole('img', { name: 'No' })).toBeVisible();
      const listsBefore = tipLists.length;

      const feature = nextCall(page, 'tips/update-tip-status');
      await firstRow.getByRole('button', { name: 'Make featured' }).click();
      expect((await feature).postDataJSON()).toEqual({ id: first.id });
      await expect(adminConsole.toast(page)).toHaveText('Tip successfully featured!');
      await expect(firstRow.getByRole('img', { name: 'Yes' })).toBeVisible();
      await expect(firstRow.getByRole('button', { name: 'Make featured' })).toBeDisabled();
      await expect(table.getByRole('img', { name: 'Yes' })).toHaveCount(1);
      const shown = await table.locator('tbody').getByRole('row').count();
      await expect(table.getByRole('img', { name: 'No' })).toHaveCount(shown - 1);
      await dismissToast(page);

      await secondRow.getByRole('button', { name: 'Make featured' }).click();
      await expect(adminConsole.toast(page)).toHaveText('Tip successfully featured!');
      await expect(secondRow.getByRole('img', { name: 'Yes' })).toBeVisible();
      await expect(firstRow.getByRole('img', { name: 'No' })).toBeVisible();
      await expect(firstRow.getByRole('button', { name: 'Make featured' })).toBeEnabled();
      await expect(table.getByRole('img', { name: 'Yes' })).toHaveCount(1);
      expect(tipLists.length, 'the list was not asked for again').toBe(listsBefore);

      const after = await adminApi.list<Tip>('tips');
      expect(after.filter((tip) => tip.featured === 1).map((tip) => tip.id)).toEqual([second.id]);
    } finally {
      // Leave the home page's tip of the day as it was.
      if (wasFeatured) await adminApi.post('tips/update-tip-status', { id: wasFeatured.id });
      await adminApi.remove('tips', first.id);
      await adminApi.remove('tips', second.id);
    }
  });
});
