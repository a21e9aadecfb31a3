import type { Locator, Page } from '@playwright/test';
import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at, nextCall, searchList } from '../support/console';
import { type Comment, leaveComment } from '../support/comments';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

interface Tag {
  id: number;
  title: string;
}

interface Review {
  id: number;
  status: string;
}

/** The list's row showing record `id` in its ID column. */
const rowOf = (page: Page, id: number) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

/** Opens a row's panel with its full text, with the row's own button for it. */
const expandRow = (row: Locator) => row.getByRole('button', { name: 'Show full text' }).click();

/** The bulk bar, shown once rows are selected. */
const bulkBar = (page: Page) => page.locator('[data-test="bulk-actions-toolbar"]');

/** A column's header, by its label (a sortable one is also named by its sort button). */
const header = (page: Page, label: string) =>
  page.getByRole('columnheader').filter({ hasText: new RegExp(`^${label}$`) });

test.describe('A list, at 1280 × 800', () => {
  test('rows selected, the bulk bar shows Delete above the table, and it deletes them', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const tags = [
      await adminApi.create<Tag>('course_tags', { title: `Bulk tag one ${tag}` }),
      await adminApi.create<Tag>('course_tags', { title: `Bulk tag two ${tag}` }),
    ];
    await page.goto(adminPath('courses/course-tags'));
    await searchList(page, tag);
    for (const { id } of tags) await rowOf(page, id).getByRole('checkbox').check();
    await expect(bulkBar(page)).toContainText('2 items selected');

    // A plain click: Playwright clicks only what is visible, in place and not covered.
    await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(adminConsole.rows(page, tag)).toHaveCount(0);
    for (const { id } of tags) expect(await adminApi.find('course_tags', id)).toBeUndefined();
  });

  test('Tab reaches a row and Enter opens its record', async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const created = await adminApi.create<Tag>('course_tags', { title: `Keyboard tag ${tag}` });
    await page.goto(adminPath('courses/course-tags'));
    await searchList(page, tag);
    const row = rowOf(page, created.id);
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at(adminPath(`courses/course-tags/${created.id}`)));
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`Keyboard tag ${tag}`);
    await adminApi.remove('course_tags', created.id);
  });

  test('a column that does not fit starts hidden and the Columns button brings it back', async ({ page }) => {
    await page.goto(adminPath('blogs/blog-comments'));
    await expect(header(page, 'Author')).toBeVisible();
    await expect(header(page, 'Author email')).toHaveCount(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Author email' }).click();
    await page.keyboard.press('Escape');
    await expect(header(page, 'Author email')).toBeVisible();
  });

  test('a query saved from Add filter is there after a reload and brings its search back', async ({
    page,
  }) => {
    const tag = uniqueTag();
    await page.goto(adminPath('courses/course-tags'));
    await searchList(page, tag);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'Save current query...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save current query as' });
    await dialog.getByRole('textbox', { name: 'Query name' }).fill(`Tags ${tag}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(`${adminPath('courses/course-tags')}?filter=%7B%7D`);
    await expect(adminConsole.search(page)).toHaveValue('');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: `Tags ${tag}` }).click();
    await expect(adminConsole.search(page)).toHaveValue(tag);
    await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').q === tag);
  });
});

test.describe('Moderation, at 1280 × 800', () => {
  test('the comments list shows the author, the post, the status and the date, and the full text on demand', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const text = `A long comment about breathing that goes on and on, well past two lines of a column (${tag}).`;
    const comment = await leaveComment(adminApi, `Reader ${tag}`, text);
    await page.goto(adminPath('blogs/blog-comments'));
    await searchList(page, tag);
    for (const label of ['Author', 'Post', 'Status', 'Date']) await expect(header(page, label)).toBeVisible();
    const row = rowOf(page, comment.id);
    await expect(row.getByRole('cell', { name: `Reader ${tag}` })).toBeVisible();
    await expect(row.getByRole('cell', { name: /\d\d\/\d\d\/\d{4}/ })).toBeVisible();
    await expandRow(row);
    await expect(page.getByText(text)).toBeVisible();
    await adminApi.remove('blog_comments', comment.id);
  });

  test("a comment's full text is shown and hidden by keyboard, and Enter on the row still opens the comment", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const text = `Keyboard reader's long comment on the body scan, more than two lines of a column (${tag}).`;
    const comment = await leaveComment(adminApi, `Keyboard reader ${tag}`, text);
    await page.goto(adminPath('blogs/blog-comments'));
    await searchList(page, tag);
    const row = rowOf(page, comment.id);
    const show = row.getByRole('button', { name: 'Show full text' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await show.getAttribute('aria-controls')}"]`);

    await tabTo(page, row);
    await tabTo(page, show);
    await page.keyboard.press('Enter');
    await expect(panel).toContainText(text);
    const hide = row.getByRole('button', { name: 'Hide full text' });
    await expect(hide).toBeFocused();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(at(adminPath('blogs/blog-comments')));

    await page.keyboard.press('Space');
    await expect(panel).toHaveCount(0);
    await expect(show).toBeFocused();
    await page.keyboard.press('Space');
    await expect(panel).toContainText(text);
    await expect(page).toHaveURL(at(adminPath('blogs/blog-comments')));

    // Back past the row's checkbox to the row itself.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(row).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at(adminPath(`blogs/blog-comments/${comment.id}`)));
    await adminApi.remove('blog_comments', comment.id);
  });

  test('selected comments are approved, then rejected, from the bulk bar', async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const comments: Comment[] = [];
    for (const n of [1, 2])
      comments.push(await leaveComment(adminApi, `Bulk reader ${n} ${tag}`, `Comment ${n} (${tag}).`));
    await page.goto(adminPath('blogs/blog-comments'));
    await searchList(page, tag);
    for (const { id } of comments) await rowOf(page, id).getByRole('checkbox').check();

    const approve = nextCall(page, 'blog-comments/update-comment-status');
    await bulkBar(page).getByRole('button', { name: 'Approve' }).click();
    await approve;
    for (const { id } of comments) {
      await expect(rowOf(page, id).getByRole('cell', { name: 'Approved', exact: true })).toBeVisible();
      await expect
        .poll(async () => (await adminApi.find<Comment>('blog_comments', id))?.approve_status)
        .toBe('approved');
    }
    await expect(bulkBar(page)).toBeHidden();

    for (const { id } of comments) await rowOf(page, id).getByRole('checkbox').check();
    await bulkBar(page).getByRole('button', { name: 'Reject' }).click();
    for (const { id } of comments) {
      await expect(rowOf(page, id).getByRole('cell', { name: 'Rejected', exact: true })).toBeVisible();
      await expect
        .poll(async () => (await adminApi.find<Comment>('blog_comments', id))?.approve_status)
        .toBe('rejected');
    }
    for (const { id } of comments) await adminApi.remove('blog_comments', id);
  });

  test('a review is approved from its row and rejected from the bulk bar, with its text on demand', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const text = `Kind and clear; the worry diary helped most (${tag}).`;
    const review = await adminApi.create<Review>('reviews', { rating: 5, review: text, course_id: 7 });
    await page.goto(adminPath('reviews'));
    await searchList(page, tag);
    for (const label of ['Author', 'Course', 'Status', 'Date'])
      await expect(header(page, label)).toBeVisible();
    const row = rowOf(page, review.id);
    await expandRow(row);
    await expect(page.getByText(text)).toBeVisible();

    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row.getByRole('cell', { name: 'Approved', exact: true })).toBeVisible();
    await expect
      .poll(async () => (await adminApi.find<Review>('reviews', review.id))?.status)
      .toBe('approved');

    await row.getByRole('checkbox').check();
    await bulkBar(page).getByRole('button', { name: 'Reject' }).click();
    await expect(row.getByRole('cell', { name: 'Rejected', exact: true })).toBeVisible();
    await expect
      .poll(async () => (await adminApi.find<Review>('reviews', review.id))?.status)
      .toBe('rejected');
    await adminApi.remove('reviews', review.id);
  });
});
