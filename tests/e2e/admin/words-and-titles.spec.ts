import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, deleteAndConfirm, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

const SUFFIX = ' · MindWell Academy admin';

test.describe("The console's words and titles", () => {
  test('every page names its browser tab: a list, a create page, a record by its name, an order by its number', async ({
    page,
    adminApi,
  }) => {
    await page.goto(adminPath('courses'));
    await expect(page).toHaveTitle(`Courses${SUFFIX}`);
    await expect(adminConsole.title(page)).toHaveText('Courses');

    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page).toHaveTitle(`Orders${SUFFIX}`);
    await expect(adminConsole.title(page)).toHaveText('Orders');

    await page.goto(adminPath('courses/create'));
    await expect(page).toHaveTitle(`Create course${SUFFIX}`);

    const [course] = await adminApi.list<{ id: number; title: string }>('courses');
    await page.goto(adminPath(`courses/${course!.id}`));
    await expect(page).toHaveTitle(`Edit course '${course!.title}'${SUFFIX}`);

    const [order] = await adminApi.list<{ id: number }>('orders');
    await page.goto(adminPath(`orders/${order!.id}/show`));
    await expect(page).toHaveTitle(`Order #${order!.id}${SUFFIX}`);
    await expect(adminConsole.title(page)).toHaveText(`Order #${order!.id}`);
  });

  test('a sortable column says how it sorts in words: "Sort by ID", not "Sort by iD"', async ({ page }) => {
    await page.goto(adminPath('tips'));
    const header = page.getByRole('columnheader', { name: 'ID' });
    await header.getByText('ID').hover();
    await expect(page.getByRole('tooltip')).toHaveText(/^Sort by ID (ascending|descending)$/);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.getByRole('columnheader', { name: 'Title' }).getByText('Title').hover();
    await expect(page.getByRole('tooltip')).toHaveText(/^Sort by title (ascending|descending)$/);
  });

  test('a newer toast takes the place of the one showing instead of waiting behind it', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const approved = await adminApi.create<{ id: number }>('reviews', {
      rating: 5,
      review: `Clear and kind (${tag}) first.`,
      course_id: 7,
    });
    const removed = await adminApi.create<{ id: number }>('reviews', {
      rating: 3,
      review: `Fine (${tag}) second.`,
      course_id: 7,
    });
    await page.goto(adminPath('reviews'));
    await searchList(page, tag);
    // A review's text is shown on demand; its row is found by its ID.
    const rowOf = (id: number) =>
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
    await rowOf(approved.id).getByRole('button', { name: 'Approve' }).click();
    await expect(adminConsole.toast(page)).toHaveText('Review Status Successfully Changed!');

    await deleteAndConfirm(page, rowOf(removed.id), /Delete Review/);
    // At once, and alone: the first toast had seconds left to show.
    await expect(adminConsole.toast(page)).toHaveText('Review successfully deleted!', { timeout: 1_500 });
    await expect(adminConsole.toast(page)).toHaveCount(1);
    await adminApi.remove('reviews', approved.id);
    expect(await adminApi.find('reviews', removed.id)).toBeUndefined();
  });
});
