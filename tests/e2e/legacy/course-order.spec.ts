/**
 * The course page's reorder against a server without extensions (LEGACY_STRICT=1, as the legacy
 * backend): each moved topic is saved with its own edit call, and the new order is what a reload
 * shows.
 */
import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

test('against the legacy API alone, a reorder is saved topic by topic and kept after a reload', async ({
  page,
  adminApi,
}) => {
  const tag = uniqueTag();
  const [category] = await adminApi.list<{ id: number }>('course_categories');
  const course = await adminApi.create<{ id: number }>('courses', {
    title: `E2E Legacy order ${tag}`,
    slug: `e2e-legacy-order-${tag}`,
    course_category_id: category.id,
    price: 25,
  });
  for (const [index, title] of ['Notice', 'Name', 'Let go'].entries())
    await adminApi.create('topics', { title, course_id: course.id, sort_order: index + 1 });
  const writes: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/api\/admin\/(records\/reorder|topic\/edit)$/.test(path)) writes.push(path);
  });

  await page.goto(`${adminPath('courses')}/${course.id}`);
  await page.getByRole('tab', { name: 'Topics' }).click();
  const rows = () => page.getByRole('list', { name: 'Topics' }).getByRole('listitem').locator('p');
  await expect(rows()).toHaveText(['1. Notice', '2. Name', '3. Let go']);
  await page.getByRole('button', { name: 'Move topic Notice down' }).click();
  await expect(adminConsole.toast(page)).toHaveText('Topics reordered');
  expect(writes).toEqual(['/api/admin/topic/edit', '/api/admin/topic/edit']);

  await page.reload();
  await page.getByRole('tab', { name: 'Topics' }).click();
  await expect(rows()).toHaveText(['1. Name', '2. Notice', '3. Let go']);
});
