import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at, deleteAndConfirm, nextCall, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface TopicType {
  id: number;
  title: string;
  description: string | null;
}

test.describe('Topic types: a body wrapped in {topic_type_data}', () => {
  test('a topic type is created and updated inside its wrapper, and deleted from its own page', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Guided practice ${tag}`;
    const description = 'Short exercises to try between lessons.';
    const list = adminPath('topic-type');

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill(description);
    const create = nextCall(page, 'topic-type/create');
    await adminConsole.save(page).click();
    expect((await create).postDataJSON()).toEqual({ topic_type_data: { title, description } });

    await expect(adminConsole.toast(page)).toHaveText('Topic Type successfully created!');
    await expect(page).toHaveURL(at(list));
    const [saved] = await adminApi.list<TopicType>('topic_types', { q: tag });
    expect(saved).toMatchObject({ title, description });
    await searchList(page, tag);
    await adminConsole.rows(page, title).click();

    await expect(page).toHaveURL(`${list}/${saved.id}`);
    const retitled = `${title} (weekly)`;
    await page.getByRole('textbox', { name: 'Title' }).fill(retitled);
    const update = nextCall(page, 'topic-type/edit');
    await adminConsole.save(page).click();
    // The id goes inside the wrapper (docs/legacy-api.md §7: topic-type/edit {topic_type_data}).
    expect((await update).postDataJSON()).toEqual({
      topic_type_data: { id: saved.id, title: retitled, description },
    });
    await expect(adminConsole.toast(page)).toHaveText('Topic Type successfully updated!');
    await expect(page).toHaveURL(at(list));
    await expect(adminConsole.rows(page, retitled)).toBeVisible();
    expect(await adminApi.find('topic_types', saved.id)).toMatchObject({ title: retitled });

    // Deleted from its own page, which cannot stay once its record is gone: back to the list.
    await adminConsole.rows(page, retitled).click();
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    const removal = await deleteAndConfirm(page, page.getByRole('toolbar'), `Delete Topic Type ${retitled}`);
    expect(removal.postDataJSON()).toEqual({ id: saved.id });
    await expect(adminConsole.toast(page)).toHaveText('Topic type deleted!');
    await expect(page).toHaveURL(at(list));
    await expect(adminConsole.rows(page, retitled)).toHaveCount(0);
    expect(await adminApi.find('topic_types', saved.id)).toBeUndefined();
  });
});
