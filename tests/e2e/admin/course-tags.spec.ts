import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at, deleteAndConfirm, nextCall, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface CourseTag {
  id: number;
  title: string;
}

test.describe('Course tags: updated with PUT, and saves that stay on the form', () => {
  test('creating a course tag keeps a fresh form for the next one, and an update stays on its record', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Burnout ${tag}`;
    const list = adminPath('courses/course-tags');

    await page.goto(`${list}/create`);
    const titleBox = page.getByRole('textbox', { name: 'Title' });
    await titleBox.fill(title);
    const create = nextCall(page, 'course-tags/create');
    await adminConsole.save(page).click();
    expect((await create).postDataJSON()).toEqual({ title });

    await expect(adminConsole.toast(page)).toHaveText('Course Tag successfully created!');
    // No redirect (docs/legacy-api.md §2): the create form, empty again, ready for the next tag.
    await expect(page).toHaveURL(`${list}/create`);
    await expect(titleBox).toHaveValue('');
    const [saved] = await adminApi.list<CourseTag>('course_tags', { q: tag });
    expect(saved).toMatchObject({ title });

    await page.goto(list);
    await searchList(page, tag);
    await adminConsole.rows(page, title).click();
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    const renamed = `E2E Burnout recovery ${tag}`;
    await titleBox.fill(renamed);
    const update = nextCall(page, 'course-tags/update', 'PUT');
    await adminConsole.save(page).click();
    expect((await update).postDataJSON()).toEqual({ id: saved.id, title: renamed });

    await expect(adminConsole.toast(page)).toHaveText('Course Tag successfully Updated!');
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await expect(titleBox).toHaveValue(renamed);
    expect(await adminApi.find('course_tags', saved.id)).toMatchObject({ title: renamed });

    await page.getByRole('menuitem', { name: 'Course Tags' }).click();
    await expect(page).toHaveURL(at(list));
    const row = adminConsole.rows(page, renamed);
    await deleteAndConfirm(page, row, `Delete Course Tag ${renamed}`);
    await expect(adminConsole.toast(page)).toHaveText('Course Tag Deleted!');
    await expect(row).toHaveCount(0);
    expect(await adminApi.find('course_tags', saved.id)).toBeUndefined();
  });
});
