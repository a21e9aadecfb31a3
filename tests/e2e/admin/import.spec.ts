import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { admin, uniqueTag } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { adminConsole, adminPath, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

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

  test('an administrator exports lessons and imports the file again: the lesson reads the same in the player', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const category = await adminApi.create<{ id: number }>('course_categories', {
      name: `Round trip ${tag}`,
    });
    const course = await adminApi.create<{ id: number; slug: string }>('courses', {
      title: `Round Trip ${tag}`,
      slug: `round-trip-${tag}`,
      course_category_id: category.id,
      price: 10,
      status: 'published',
    });
    const lesson = await adminApi.create<{ id: number }>('lessons', {
      title: `Breathing ${tag}`,
      course_id: course.id,
      is_preview: 1,
      content:
        '<h2>Before you start</h2><p>Breathe <strong>in</strong> &amp; <em>out</em>.</p>' +
        '<ul><li>Notice the breath</li><li>Let it go</li></ul><p>First line<br>Second line</p>',
    });
    const player = `/courses/${course.slug}/preview/${lesson.id}`;
    const content = (at: Page): Locator => at.locator('main .prose');
    await page.goto(player);
    const before = await content(page).innerHTML();
    expect(before).toContain('<strong>in</strong>');

    await page.goto(adminPath('lessons'));
    await searchList(page, tag);
    await expect(adminConsole.rows(page, `Breathing ${tag}`)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const exported = await readFile(await (await download).path(), 'utf8');

    const importFile = async (text: string) => {
      await page.getByRole('button', { name: 'Import' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import lessons' });
      await dialog
        .getByLabel('CSV file')
        .setInputFiles({ name: 'lessons.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
      return dialog;
    };

    // The file as exported changes nothing.
    const unchanged = await importFile(exported);
    await expect(unchanged.getByRole('status')).toHaveText('1 unchanged. The file changes nothing.');
    await unchanged.getByRole('button', { name: 'Cancel' }).click();

    // A title changed in a spreadsheet is the only change; the content goes back as it was.
    const file = Papa.parse<Record<string, string>>(exported, { header: true, skipEmptyLines: true });
    const edited = Papa.unparse(file.data.map((row) => ({ ...row, Title: `Calm breathing ${tag}` })));
    const dialog = await importFile(edited);
    await expect(dialog.getByRole('status')).toHaveText('1 to change. Nothing has been saved yet.');
    await expect(dialog.getByRole('row', { name: /^2 Change/ })).toContainText('Sets Title');
    await dialog.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(adminConsole.toast(page)).toHaveText('Import done: 0 created, 1 changed.');

    await page.goto(player);
    await expect(site.heading(page)).toHaveText(`Calm breathing ${tag}`);
    expect(await content(page).innerHTML()).toBe(before);
  });

  test('a list that cannot be edited, such as orders, offers no import', async ({ page }) => {
    await page.goto(adminPath('orders'));
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  });

  test('a list whose records can only be granted, such as enrolments, offers no import', async ({ page }) => {
    await page.goto(adminPath('enrolments'));
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  });
});
