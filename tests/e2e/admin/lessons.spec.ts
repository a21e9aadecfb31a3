import { admin, uniqueTag } from '../support/accounts';
import {
  adminConsole,
  adminPath,
  at,
  deleteAndConfirm,
  nextCall,
  pickReference,
  searchList,
} from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface Lesson {
  id: number;
  title: string;
  course_id: number;
}

test.describe('Lessons', () => {
  test('a lesson is created and updated with its own toasts, and deleting it returns to the lessons list', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Body scan for beginners ${tag}`;
    const list = adminPath('lessons');

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await pickReference(page, 'Course', 'Mindfulness Practice');
    const create = nextCall(page, 'lesson/create');
    await adminConsole.save(page).click();
    expect((await create).postDataJSON()).toEqual({
      lesson_data: expect.objectContaining({ title, course_id: 5 }),
    });
    await expect(adminConsole.toast(page)).toHaveText('Lesson created!');
    await expect(page).toHaveURL(at(list));
    const [saved] = await adminApi.list<Lesson>('lessons', { q: tag });
    expect(saved).toMatchObject({ title, course_id: 5 });

    await searchList(page, tag);
    await adminConsole.rows(page, title).getByRole('cell', { name: title }).click();
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('12');
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('Lesson successfully updated!');
    await expect(page).toHaveURL(at(list));
    await expect(adminConsole.rows(page, title)).toContainText('12');
    expect(await adminApi.find('lessons', saved.id)).toMatchObject({ duration_minutes: 12 });

    await adminConsole.rows(page, title).getByRole('cell', { name: title }).click();
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await deleteAndConfirm(page, page.getByRole('toolbar'), `Delete Lesson ${title}`);
    await expect(adminConsole.toast(page)).toHaveText('Lesson successfully deleted!');
    await expect(page).toHaveURL(at(list));
    await expect(adminConsole.rows(page, title)).toHaveCount(0);
    expect(await adminApi.find('lessons', saved.id)).toBeUndefined();
  });
});
