import { admin, uniqueTag } from '../support/accounts';
import {
  adminConsole,
  adminPath,
  at,
  deleteAndConfirm,
  nextCall,
  pickReference,
  richText,
} from '../support/console';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pngFile, solidPng } from '../support/png';

test.use({ signedInAs: admin });

interface Blog {
  id: number;
  title: string;
  user_id: number;
  post_status: string;
  content: string;
  featured_img: string | null;
}

/**
 * The blog calls of a page in the order they happen: 'list' when the blog list is asked for,
 * 'saved' when a save (`path`) has been answered.
 */
function blogCalls(page: Page, path: string): string[] {
  const log: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/get_blog') log.push('list');
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === `/api/admin/${path}`) log.push('saved');
  });
  return log;
}

/** The blog list is asked for again once the save is answered, rather than patched from it. */
const listReadAfterSave = (log: string[]) =>
  expect.poll(() => log.slice(log.indexOf('saved'))).toEqual(expect.arrayContaining(['saved', 'list']));

test.describe('Blogs: saves that land on the blog list, read anew', () => {
  test('a blog post with a featured image is created in one multipart call and the blog list is read again', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Winter walks and low mood ${tag}`;
    const list = adminPath('blogs');

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await pickReference(page, 'Author', 'Administrator');
    await richText(page, 'Content').fill(`A short walk in daylight can lift the day (${tag}).`);
    await page.getByLabel('Featured image', { exact: true }).setInputFiles(pngFile(`walk-${tag}.png`));
    // A page reload would lose this mark: the console must not reload (README, legacy differences).
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    const calls = blogCalls(page, 'create_blog_post');
    const create = nextCall(page, 'create_blog_post');
    await adminConsole.save(page).click();
    expect(await (await create).headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const created = await (await (await create).response())?.json();
    const { id } = (created as { data: Blog }).data;
    await listReadAfterSave(calls);

    await expect(adminConsole.toast(page)).toHaveText('Blog successfully created!');
    await expect(page).toHaveURL(at(list));
    await expect(adminConsole.rows(page, title)).toContainText('Draft');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    const saved = await adminApi.find<Blog>('blogs', id);
    expect(saved).toMatchObject({ title, post_status: 'draft', user_id: 1 });
    expect(saved?.content).toContain(tag);
    const image = await page.request.get(saved?.featured_img ?? '');
    expect(await image.body()).toEqual(solidPng());
    await adminApi.remove('blogs', id);
  });

  test('an updated blog post says "Update Success", lands on the blog list and is read anew there', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Talking to your manager ${tag}`;
    const blog = await adminApi.create<Blog>('blogs', {
      title,
      user_id: 1,
      post_status: 'draft',
      content: '<p>Planning the conversation helps.</p>',
    });
    const list = adminPath('blogs');

    await page.goto(list);
    // The newest post comes first.
    await adminConsole.rows(page, title).getByRole('cell', { name: title }).click();
    await expect(page).toHaveURL(`${list}/${blog.id}`);
    const retitled = `E2E Talking to your manager about stress ${tag}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(retitled);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const calls = blogCalls(page, 'update_blog');
    const update = nextCall(page, 'update_blog');
    await adminConsole.save(page).click();
    expect((await update).postDataJSON()).toEqual({
      id: blog.id,
      blog_data: expect.objectContaining({ title: retitled, post_status: 'draft', user_id: 1 }),
    });
    await listReadAfterSave(calls);

    await expect(adminConsole.toast(page)).toHaveText('Update Success');
    await expect(page).toHaveURL(at(list));
    const row = adminConsole.rows(page, retitled);
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await adminApi.find('blogs', blog.id)).toMatchObject({ title: retitled });

    await deleteAndConfirm(page, row, `Delete Blog ${retitled}`);
    await expect(adminConsole.toast(page)).toHaveText('Blog successfully deleted!');
    await expect(row).toHaveCount(0);
    expect(await adminApi.find('blogs', blog.id)).toBeUndefined();
  });
});
