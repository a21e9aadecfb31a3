/**
 * The console built with VITE_DATA_PROVIDER=rest (the `rest` project of playwright.config.ts):
 * react-admin's ra-data-simple-rest against /api/rest does the lists and the writes that the
 * legacy calls do in the usual build, with the same pages, toasts and records.
 */
import type { Request } from '@playwright/test';
import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at, deleteAndConfirm, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';
import { pngFile, solidPng } from '../support/png';

test.use({ signedInAs: admin });

interface AwardingBody {
  id: number;
  title: string;
  logo: string | null;
  website_link: string | null;
  created_at: string;
  updated_at: string;
}

const REST = '/api/rest/awarding_bodies';

test.describe('The console on ra-data-simple-rest', () => {
  test('an awarding body is listed, created with its logo, edited and deleted through /api/rest', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E REST Standards Board ${tag}`;
    const website = `https://rest-${tag}.example.org/`;
    const list = adminPath('awarding-bodies');
    const legacyCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/admin/awarding-bodies')) legacyCalls.push(path);
    });
    const nextRest = (method: string, path = REST) =>
      page.waitForRequest((request: Request) => {
        const url = new URL(request.url());
        return request.method() === method && url.pathname === path;
      });

    // The list: sort, range and filter in the query, the total from Content-Range.
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === REST);
    await page.goto(list);
    const listAnswer = await listed;
    const query = new URL(listAnswer.url()).searchParams;
    expect(JSON.parse(query.get('range') ?? 'null')).toEqual([0, expect.any(Number)]);
    expect(JSON.parse(query.get('sort') ?? 'null')).toHaveLength(2);
    expect(listAnswer.headers()['content-range']).toMatch(/^awarding_bodies (\d+-\d+|\*)\/\d+$/);
    await expect(page.getByRole('table')).toBeVisible();

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByLabel('Logo', { exact: true }).setInputFiles(pngFile(`logo-${tag}.png`));
    await expect(page.getByRole('img', { name: `logo-${tag}.png` })).toBeVisible();
    await page.getByRole('textbox', { name: 'Website link' }).fill(website);
    const create = nextRest('POST');
    await adminConsole.save(page).click();

    const sent = (await create).postDataJSON() as Omit<AwardingBody, 'id'>;
    expect(sent).toEqual({
      title,
      logo: expect.stringMatching(/^\/uploads\/[0-9a-f]+\.png$/),
      website_link: website,
    });
    await expect(adminConsole.toast(page)).toHaveText('Awarding Body successfully created!');
    await expect(page).toHaveURL(at(list));
    const [saved] = await adminApi.list<AwardingBody>('awarding_bodies', { q: tag });
    expect(saved).toMatchObject(sent);
    expect(await (await page.request.get(sent.logo ?? '')).body()).toEqual(solidPng());

    // The update sends the record whole, id and timestamps too.
    const row = adminConsole.rows(page, title);
    await row.getByRole('cell', { name: title }).click();
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    const renamed = `${title} (UK)`;
    await page.getByRole('textbox', { name: 'Title' }).fill(renamed);
    const update = nextRest('PUT', `${REST}/${saved.id}`);
    await adminConsole.save(page).click();
    expect((await update).postDataJSON()).toMatchObject({
      id: saved.id,
      title: renamed,
      logo: sent.logo,
      website_link: website,
      created_at: saved.created_at,
      updated_at: saved.updated_at,
    });
    await expect(adminConsole.toast(page)).toHaveText('Awarding Body successfully Updated!');
    await expect(page).toHaveURL(at(list));
    expect(await adminApi.find<AwardingBody>('awarding_bodies', saved.id)).toMatchObject({ title: renamed });

    await searchList(page, tag);
    const removal = await deleteAndConfirm(
      page,
      adminConsole.rows(page, renamed),
      `Delete Awarding Body ${renamed}`,
    );
    expect(removal.method()).toBe('DELETE');
    expect(new URL(removal.url()).pathname).toBe(`${REST}/${saved.id}`);
    await expect(adminConsole.toast(page)).toHaveText('Awarding Body successfully deleted!');
    await expect(adminConsole.rows(page, renamed)).toHaveCount(0);
    expect(await adminApi.find('awarding_bodies', saved.id)).toBeUndefined();

    // Nothing of it went through the legacy calls.
    expect(legacyCalls).toEqual([]);
  });
});
