import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, nextCall, searchList } from '../support/console';
import { leaveComment } from '../support/comments';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

test.describe('Blog comments: approval', () => {
  test('a pending comment is approved and then rejected from the list, with no toast for either', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const author = `E2E Reader ${tag}`;
    const comment = await leaveComment(
      adminApi,
      author,
      `Breathing exercises before exams helped my son (${tag}).`,
    );
    expect(comment.approve_status).toBe('pending');

    await page.goto(adminPath('blogs/blog-comments'));
    await searchList(page, tag);
    const row = adminConsole.rows(page, author);
    await expect(row.getByRole('cell', { name: 'Pending', exact: true })).toBeVisible();

    const approve = nextCall(page, 'blog-comments/update-comment-status');
    await row.getByRole('button', { name: 'Approve' }).click();
    expect((await approve).postDataJSON()).toEqual({ id: comment.id, approve_status: 'approved' });
    await expect(row.getByRole('cell', { name: 'Approved', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Approve' })).toBeDisabled();
    // docs/legacy-api.md §8: a status change succeeds silently; only a failure is told.
    await expect(adminConsole.toast(page)).toHaveCount(0);
    expect(await adminApi.find('blog_comments', comment.id)).toMatchObject({ approve_status: 'approved' });

    const reject = nextCall(page, 'blog-comments/update-comment-status');
    await row.getByRole('button', { name: 'Reject' }).click();
    expect((await reject).postDataJSON()).toEqual({ id: comment.id, approve_status: 'rejected' });
    await expect(row.getByRole('cell', { name: 'Rejected', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(adminConsole.toast(page)).toHaveCount(0);
    expect(await adminApi.find('blog_comments', comment.id)).toMatchObject({ approve_status: 'rejected' });

    await adminApi.remove('blog_comments', comment.id);
  });
});
