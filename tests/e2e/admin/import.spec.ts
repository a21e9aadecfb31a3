import { admin, uniqueTag } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { adminConsole, adminPath, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface Coupon {
  id: number;
  code: string;
  amount: number;
}

const csv = (lines: string[]) => ({
  name: 'coupons.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

test.describe('Importing a CSV file into a list', () => {
  test('an administrator tries a file, sees each row’s outcome and the refused row’s reason, then imports the corrected file', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag().toUpperCase();
    const existing = await adminApi.create<Coupon>('coupons', {
      code: `OLD-${tag}`,
      discount_type: 'percent',
      amount: 5,
      status: 'active',
    });

    await page.goto(adminPath('coupons'));
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import coupons' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles(
        csv([
          'ID,Code,Discount type,Amount',
          `,NEW-${tag},percent,10`,
          `${existing.id},OLD-${tag},percent,25`,
          `,BAD-${tag},half,lots`,
        ]),
      );

    await expect(dialog.getByRole('status')).toHaveText(
      '1 to create, 1 to change, 1 refused. Fix the refused row in the file and choose it again. Nothing has been saved.',
    );
    const table = dialog.getByRole('table', { name: 'What the file would do to coupons' });
    await expect(table.getByRole('row', { name: /^2 Create NEW-/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^3 Change/ })).toContainText('Sets Amount');
    await expect(table.getByRole('row', { name: /^4 Refused/ })).toContainText('Discount type:');
    await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    await expectAccessible(page, 'the import dialog');
    expect(await adminApi.list<Coupon>('coupons', { q: `NEW-${tag}` })).toEqual([]);

    await dialog
      .getByLabel('CSV file')
      .setInputFiles(
        csv([
          'ID,Code,Discount type,Amount',
          `,NEW-${tag},percent,10`,
          `${existing.id},OLD-${tag},percent,25`,
          `,BAD-${tag},fixed,2.50`,
        ]),
      );
    await expect(dialog.getByRole('status')).toHaveText(
      '2 to create, 1 to change. Nothing has been saved yet.',
    );
    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();

    await expect(dialog).toBeHidden();
    await expect(adminConsole.toast(page)).toHaveText('Import done: 2 created, 1 changed.');
    await searchList(page, tag);
    await expect(adminConsole.rows(page, `NEW-${tag}`)).toBeVisible();
    await expect(adminConsole.rows(page, `BAD-${tag}`)).toBeVisible();
    const [changed] = await adminApi.list<Coupon>('coupons', { q: `OLD-${tag}` });
    expect(changed.amount).toBe(25);
  });

  test('a list that cannot be edited, such as orders, offers no import', async ({ page }) => {
    await page.goto(adminPath('orders'));
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  });
});
