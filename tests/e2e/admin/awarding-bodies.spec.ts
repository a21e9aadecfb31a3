import type { Request } from '@playwright/test';
import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at, deleteAndConfirm, nextCall, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';
import { pngFile, solidPng } from '../support/png';

test.use({ signedInAs: admin });

interface AwardingBody {
  id: number;
  title: string;
  logo: string | null;
  website_link: string | null;
}

test.describe('Awarding bodies: a logo uploaded with the record', () => {
  test('a new awarding body’s logo is uploaded as multipart, saved as its URL and shown in the list', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const title = `E2E Wellbeing Standards Board ${tag}`;
    const website = `https://standards-${tag}.example.org/`;
    const list = adminPath('awarding-bodies');
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/uploads') uploads.push(request);
    });

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByLabel('Logo', { exact: true }).setInputFiles(pngFile(`logo-${tag}.png`));
    // The picked picture is previewed before anything is sent.
    await expect(page.getByRole('img', { name: `logo-${tag}.png` })).toBeVisible();
    await page.getByRole('textbox', { name: 'Website link' }).fill(website);
    const create = nextCall(page, 'awarding-bodies/create-awarding-body');
    await adminConsole.save(page).click();

    const body = (await create).postDataJSON() as Omit<AwardingBody, 'id'>;
    expect(uploads).toHaveLength(1);
    expect(await uploads[0].headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toEqual({
      title,
      logo: expect.stringMatching(/^\/uploads\/[0-9a-f]+\.png$/),
      website_link: website,
    });

    await expect(adminConsole.toast(page)).toHaveText('Awarding Body successfully created!');
    await expect(page).toHaveURL(at(list));
    const [saved] = await adminApi.list<AwardingBody>('awarding_bodies', { q: tag });
    expect(saved).toMatchObject(body);
    const logo = await page.request.get(body.logo ?? '');
    expect(logo.headers()['content-type']).toBe('image/png');
    expect(await logo.body()).toEqual(solidPng());

    const row = adminConsole.rows(page, title);
    await expect(row.locator(`img[src="${body.logo}"]`)).toBeVisible();

    // An update keeps the stored logo without uploading it again.
    await row.getByRole('cell', { name: title }).click();
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await expect(page.locator(`img[src="${body.logo}"]`)).toBeVisible();
    const renamed = `${title} (UK)`;
    await page.getByRole('textbox', { name: 'Title' }).fill(renamed);
    const update = nextCall(page, 'awarding-bodies/update-awarding-body');
    await adminConsole.save(page).click();
    expect((await update).postDataJSON()).toEqual({
      id: saved.id,
      title: renamed,
      logo: body.logo,
      website_link: website,
    });
    expect(uploads).toHaveLength(1);
    await expect(adminConsole.toast(page)).toHaveText('Awarding Body successfully Updated!');
    await expect(page).toHaveURL(at(list));

    await searchList(page, tag);
    await deleteAndConfirm(page, adminConsole.rows(page, renamed), `Delete Awarding Body ${renamed}`);
    await expect(adminConsole.toast(page)).toHaveText('Awarding Body successfully deleted!');
    await expect(adminConsole.rows(page, renamed)).toHaveCount(0);
    expect(await adminApi.find('awarding_bodies', saved.id)).toBeUndefined();
  });
});
