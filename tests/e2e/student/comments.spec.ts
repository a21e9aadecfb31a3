import { amira, uniqueTag } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

/** The demo post "Welcome to MindWell Academy", which has no approved comment of its own. */
const POST = 4;

test.describe('Comments on a blog post', () => {
  test('a new comment waits for approval and appears on the post once a moderator approves it', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const author = `E2E Reader ${tag}`;
    const text = `Thank you, this gave me a calmer start to the week (${tag}).`;

    await page.goto(`/blog/${POST}`);
    await expect(site.heading(page)).toHaveText('Welcome to MindWell Academy');
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments).toBeVisible();
    await page.getByLabel('Name').fill(author);
    await page.getByLabel('Email').fill(`e2e-reader-${tag}@e2e.test`);
    await page.getByLabel('Comment', { exact: true }).fill(text);

    const added = page.waitForResponse((r) => r.url().endsWith('/api/add_comment'));
    await page.getByRole('button', { name: 'Post comment' }).click();
    const { data } = (await (await added).json()) as { data: { id: number } };

    await expect(site.toasts(page)).toContainText('Comment is pending for approval!');
    await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('');
    await expect(comments.getByText(text)).toHaveCount(0);

    // Not on the post for anyone else either, until it is approved.
    await page.reload();
    await expect(comments.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading comments…' })).toHaveCount(0);
    await expect(comments.getByText(text)).toHaveCount(0);

    await adminApi.approveComment(data.id);
    await page.reload();
    await expect(comments.getByText(text)).toBeVisible();
    await expect(comments.getByText(author, { exact: true })).toBeVisible();

    await adminApi.post('blog-comments/delete-blog-comment', { id: data.id });
  });

  test.describe('for a student', () => {
    test.use({ signedInAs: amira });

    test('a signed-in student comments under their own name without giving it again', async ({ page }) => {
      await page.goto(`/blog/${POST}`);
      const form = page.getByRole('form', { name: 'Leave a comment' });
      await expect(form).toContainText(`Commenting as ${amira.name}.`);
      await expect(form.getByLabel('Name')).toHaveCount(0);
      await expect(form.getByLabel('Email')).toHaveCount(0);
      await expect(form.getByLabel('Comment', { exact: true })).toBeVisible();
    });
  });
});
