/**
 * The console pointed at a server without extensions (LEGACY_STRICT=1: docs/legacy-api.md
 * alone, as the legacy backend answers): its lists open, page and search, and a record opens,
 * is edited and saved, with the console choosing pages and matches itself. No call it sends
 * carries a list option the legacy API lacks, and none is a batch.
 */
import type { Request } from '@playwright/test';
import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

const EXTENSION_KEYS = ['q', 'sort', 'order', 'filter', 'per_page'];

/** The keys of a call's query string and JSON body. */
function keysOf(request: Request): string[] {
  const query = [...new URL(request.url()).searchParams.keys()];
  let body: unknown = null;
  try {
    body = request.postDataJSON();
  } catch {
    body = null; // a multipart body, or none
  }
  return [...query, ...(body && typeof body === 'object' ? Object.keys(body) : [])];
}

test('against the legacy API alone, the console lists, pages, searches, and edits a record', async ({
  page,
  adminApi,
}) => {
  const tag = uniqueTag();
  // Eleven of this test's own beside the demo's three: two pages of ten.
  const made: { id: number; title: string }[] = [];
  for (let i = 1; i <= 11; i += 1)
    made.push(
      await adminApi.create('blog_categories', { title: `Legacy ${tag} ${String(i).padStart(2, '0')}` }),
    );

  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/')) sent.push(request);
  });

  for (const [route, heading, row] of [
    ['users', 'Users', 'Amira Khan'],
    ['tips', 'Tips', 'Take a three-minute breathing space'],
  ] as const) {
    await page.goto(adminPath(route));
    await expect(adminConsole.title(page)).toHaveText(heading);
    await expect(adminConsole.rows(page, row).first()).toBeVisible();
  }

  const list = adminPath('blogs/categories');
  await page.goto(list);
  await expect(adminConsole.title(page)).toHaveText('Blog Categories');
  await expect(page.getByText('1-10 of 14')).toBeVisible();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page.getByText('11-14 of 14')).toBeVisible();
  await expect(adminConsole.rows(page, `Legacy ${tag} 11`)).toBeVisible();

  await adminConsole.search(page).fill(`${tag} 07`);
  await expect(adminConsole.rows(page, /Legacy/)).toHaveCount(1);
  await adminConsole.rows(page, `Legacy ${tag} 07`).click();

  const record = made[6]!;
  await expect(page).toHaveURL(`${list}/${record.id}`);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(`Legacy ${tag} 07`);
  await title.fill(`Legacy ${tag} seven`);
  await adminConsole.save(page).click();
  await expect(adminConsole.toast(page)).toHaveText('Blog Category successfully Updated!');
  await expect(page).toHaveURL(at(list));
  await adminConsole.search(page).fill(`${tag} seven`);
  await expect(adminConsole.rows(page, `Legacy ${tag} seven`)).toBeVisible();

  expect(sent.filter((request) => request.url().includes('/batch/lists'))).toEqual([]);
  const extended = sent.filter((request) => keysOf(request).some((key) => EXTENSION_KEYS.includes(key)));
  expect(
    extended.map((request) => `${request.method()} ${request.url()} ${request.postData() ?? ''}`),
  ).toEqual([]);
});
