import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at, deleteAndConfirm, nextCall, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface BlogCategory {
  id: number;
  title: string;
}

test.describe('Blog categories: a flat body', () => {
  test('a blog category is created, renamed and deleted, each save returning to the list with its toast', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Mindful Commuting ${tag}`;
    const renamed = `E2E Mindful Travelling ${tag}`;
    const list = adminPath('blogs/categories');

    await page.goto(list);
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(`${list}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const create = nextCall(page, 'blog-categories/create-blog-category');
    await adminConsole.save(page).click();
    expect((await create).postDataJSON()).toEqual({ title });

    await expect(adminConsole.toast(page)).toHaveText('Blog Category successfully created!');
    await expect(page).toHaveURL(at(list));
    const [saved] = await adminApi.list<BlogCategory>('blog_categories', { q: tag });
    expect(saved).toMatchObject({ title });
    await searchList(page, tag);
    await adminConsole.rows(page, title).click();

    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await page.getByRole('textbox', { name: 'Title' }).fill(renamed);
    const update = nextCall(page, 'blog-categories/update-blog-category');
    await adminConsole.save(page).click();
    expect((await update).postDataJSON()).toEqual({ id: saved.id, title: renamed });

    await expect(adminConsole.toast(page)).toHaveText('Blog Category successfully Updated!');
    await expect(page).toHaveURL(at(list));
    await expect(adminConsole.rows(page, renamed)).toBeVisible();
    expect(await adminApi.find('blog_categories', saved.id)).toMatchObject({ title: renamed });

    // The delete asks first; cancelling it changes nothing.
    const row = adminConsole.rows(page, renamed);
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete Blog Category ${renamed}` });
    await expect(dialog).toContainText('Are you sure you want to delete this Blog Category?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();
    expect(await adminApi.find('blog_categories', saved.id)).toBeDefined();

    const where = page.url();
    const removal = await deleteAndConfirm(page, row, `Delete Blog Category ${renamed}`);
    expect(removal.postDataJSON()).toEqual({ id: saved.id });
    await expect(adminConsole.toast(page)).toHaveText('Blog Category successfully deleted!');
    await expect(row).toHaveCount(0);
    // A delete from the list stays where it was, search and all.
    await expect(page).toHaveURL(where);
    await expect(adminConsole.search(page)).toHaveValue(tag);
    expect(await adminApi.find('blog_categories', saved.id)).toBeUndefined();
  });
});
