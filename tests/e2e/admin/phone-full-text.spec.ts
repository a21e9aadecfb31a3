import { admin, uniqueTag } from '../support/accounts';
import { adminPath, at, searchList } from '../support/console';
import { leaveComment } from '../support/comments';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin, viewport: { width: 390, height: 844 } });

test.describe('A moderation list at 390 × 844, a phone', () => {
  test("a long comment's card opens and closes its full text with the rows' own button, and stays on the list", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const text =
      `A phone reader's long comment on the body scan: it goes on well past the two lines a card ` +
      `shows of it, about breathing, sleep, the evening walk and what the course changed (${tag}).`;
    const comment = await leaveComment(adminApi, `Phone reader ${tag}`, text);
    await page.goto(adminPath('blogs/blog-comments'));
    await searchList(page, tag);
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.locator('#main-content').getByRole('listitem').filter({ hasText: tag });
    await expect(card).toHaveCount(1);
    // The card itself shows the text cut to two lines: its whole is not yet on the page.
    await expect(page.getByText(text, { exact: true })).toHaveCount(0);

    const show = card.getByRole('button', { name: 'Show full text' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await show.getAttribute('aria-controls')}"]`);
    await show.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByText(text, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at(adminPath('blogs/blog-comments')));

    const hide = card.getByRole('button', { name: 'Hide full text' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await hide.click();
    await expect(panel).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Show full text' })).toBeVisible();

    // The card is still the link to the comment.
    await card.getByRole('link').click();
    await expect(page).toHaveURL(at(adminPath(`blogs/blog-comments/${comment.id}`)));
    await adminApi.remove('blog_comments', comment.id);
  });

  test('every review card has its "Show full text" button, and a list without long texts has none', async ({
    page,
  }) => {
    await page.goto(adminPath('reviews'));
    const cards = page.locator('#main-content').getByRole('list').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await expect(page.locator('#main-content').getByRole('button', { name: 'Show full text' })).toHaveCount(
      count,
    );

    await page.goto(adminPath('courses/course-tags'));
    await expect(page.locator('#main-content').getByRole('list').getByRole('link').first()).toBeVisible();
    await expect(page.locator('#main-content').getByRole('button', { name: 'Show full text' })).toHaveCount(
      0,
    );
  });
});
