import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at, deleteAndConfirm, nextCall } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface SocialProfile {
  id: number;
  title: string;
  link: string;
}

test.describe('Social profiles: the answer read from data[0]', () => {
  test('a social profile answered as a one-item array is created, edited and deleted like any other', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Mastodon ${tag}`;
    const link = `https://mastodon.example/@mindwell-${tag}`;
    const list = adminPath('social-profiles');

    await page.goto(list);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Link' }).fill(link);
    const created = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/social-profiles/create-social-profile',
    );
    await adminConsole.save(page).click();
    const answer = (await (await created).json()) as { data: SocialProfile[] };
    expect(answer.data).toEqual([expect.objectContaining({ title, link })]);
    const [{ id }] = answer.data;

    await expect(adminConsole.toast(page)).toHaveText('Social Profile successfully created!');
    await expect(page).toHaveURL(at(list));
    const row = adminConsole.rows(page, title);
    await expect(row).toContainText(link);
    expect(await adminApi.find('social_profiles', id)).toMatchObject({ title, link });

    await row.getByRole('cell', { name: title }).click();
    await expect(page).toHaveURL(`${list}/${id}`);
    const newLink = `${link}-wellbeing`;
    await page.getByRole('textbox', { name: 'Link' }).fill(newLink);
    const update = nextCall(page, 'social-profiles/update-social-profile');
    await adminConsole.save(page).click();
    expect((await update).postDataJSON()).toMatchObject({ id, title, link: newLink });
    await expect(adminConsole.toast(page)).toHaveText('Social Profile successfully Updated!');
    await expect(page).toHaveURL(at(list));
    await expect(row).toContainText(newLink);

    const deleted = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/social-profiles/delete-social-profile',
    );
    await deleteAndConfirm(page, row, `Delete Social Profile ${title}`);
    expect(((await (await deleted).json()) as { data: SocialProfile[] }).data).toEqual([
      expect.objectContaining({ id }),
    ]);
    await expect(adminConsole.toast(page)).toHaveText('Social Profile successfully deleted!');
    await expect(page).toHaveURL(at(list));
    await expect(row).toHaveCount(0);
    expect(await adminApi.find('social_profiles', id)).toBeUndefined();
  });
});
