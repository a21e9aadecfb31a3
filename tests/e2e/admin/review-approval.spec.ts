import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, dismissToast, nextCall, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface Review {
  id: number;
  status: string;
}

test.describe('Reviews: approval', () => {
  test('a pending review is approved and then rejected, each told by a toast', async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const text = `Gentle and practical; the sleep diary was the key for me (${tag}).`;
    const review = await adminApi.create<Review>('reviews', { rating: 4, review: text, course_id: 7 });
    expect(review.status).toBe('pending');

    await page.goto(adminPath('reviews'));
    await searchList(page, tag);
    // The review's text is shown on demand; its row is found by its ID.
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(review.id), exact: true }) });
    await expect(row.getByRole('cell', { name: 'Pending', exact: true })).toBeVisible();

    const approve = nextCall(page, 'reviews/approved');
    await row.getByRole('button', { name: 'Approve' }).click();
    expect((await approve).postDataJSON()).toEqual({ approvedId: review.id, status: 'approved' });
    await expect(adminConsole.toast(page)).toHaveText('Review Status Successfully Changed!');
    await expect(row.getByRole('cell', { name: 'Approved', exact: true })).toBeVisible();
    expect(await adminApi.find('reviews', review.id)).toMatchObject({ status: 'approved' });
    await dismissToast(page);

    const reject = nextCall(page, 'reviews/approved');
    await row.getByRole('button', { name: 'Reject' }).click();
    expect((await reject).postDataJSON()).toEqual({ approvedId: review.id, status: 'rejected' });
    await expect(adminConsole.toast(page)).toHaveText('Review Status Successfully Changed!');
    await expect(row.getByRole('cell', { name: 'Rejected', exact: true })).toBeVisible();
    expect(await adminApi.find('reviews', review.id)).toMatchObject({ status: 'rejected' });

    await adminApi.remove('reviews', review.id);
  });
});
