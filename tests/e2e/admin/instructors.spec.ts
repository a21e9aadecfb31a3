import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at, deleteAndConfirm, nextCall, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';
import { pngFile } from '../support/png';

test.use({ signedInAs: admin });

interface Instructor {
  id: number;
  name: string;
  email: string;
  phone: string | null;
}

/** A demo instructor (server/seed/demoData.ts), whose email no one else may take. */
const HELEN = 'helen.marsh@example.com';

test.describe('Instructors', () => {
  test('an instructor is created with a password, updated without one and deleted', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const name = `E2E Morgan Ellis ${tag}`;
    const email = `e2e-instructor-${tag}@e2e.test`;
    const password = `steady-lantern-${tag}-glow`;
    const list = adminPath('instructors');

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900999');
    const create = nextCall(page, 'instructor/create');
    await adminConsole.save(page).click();
    expect((await create).postDataJSON()).toEqual({
      name,
      email,
      password,
      password_confirmation: password,
      phone: '07700 900999',
      credentials: [],
    });
    await expect(adminConsole.toast(page)).toHaveText('Instructor successfully created!');
    await expect(page).toHaveURL(at(list));
    const [saved] = await adminApi.list<Instructor>('instructors', { q: tag });
    expect(saved).toMatchObject({ name, email, phone: '07700 900999' });
    expect(saved).not.toHaveProperty('password');

    await searchList(page, tag);
    await adminConsole.rows(page, name).getByRole('cell', { name }).click();
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    // The password is write-only: the form starts without it, and left empty it is not sent.
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900123');
    const update = nextCall(page, 'instructor/update');
    await adminConsole.save(page).click();
    expect((await update).postDataJSON()).toEqual({
      instructor_data: {
        id: saved.id,
        name,
        email,
        phone: '07700 900123',
        photo: null,
        short_bio: null,
        biography: null,
        credentials: null,
      },
    });
    await expect(adminConsole.toast(page)).toHaveText('Instructor successfully Updated!');
    await expect(page).toHaveURL(at(list));
    await expect(adminConsole.rows(page, name)).toContainText('07700 900123');

    await deleteAndConfirm(page, adminConsole.rows(page, name), `Delete Instructor ${name}`);
    await expect(adminConsole.toast(page)).toHaveText('Instructor successfully deleted!');
    await expect(adminConsole.rows(page, name)).toHaveCount(0);
    expect(await adminApi.find('instructors', saved.id)).toBeUndefined();
  });

  test('an email another instructor has is refused with the server’s own words, on create and on update', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const password = `steady-lantern-${tag}-glow`;
    const list = adminPath('instructors');

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill(`E2E Sam Hale ${tag}`);
    const emailBox = page.getByRole('textbox', { name: 'Email' });
    await emailBox.fill(HELEN);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await adminConsole.save(page).click();

    await expect(adminConsole.toast(page)).toHaveText('The email has already been taken.');
    await expect(emailBox).toHaveAccessibleDescription('The email has already been taken.');
    await expect(page).toHaveURL(`${list}/create`);
    expect(await adminApi.list('instructors', { q: tag })).toEqual([]);

    const own = await adminApi.create<Instructor>('instructors', {
      name: `E2E Sam Hale ${tag}`,
      email: `e2e-instructor-${tag}@e2e.test`,
      password,
      password_confirmation: password,
    });
    await page.goto(`${list}/${own.id}`);
    await emailBox.fill(HELEN);
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('The email has already been taken.');
    await expect(emailBox).toHaveAccessibleDescription('The email has already been taken.');
    await expect(page).toHaveURL(`${list}/${own.id}`);
    expect(await adminApi.find('instructors', own.id)).toMatchObject({ email: own.email });
    await adminApi.remove('instructors', own.id);
  });

  test("an instructor's photo, biographies and credentials, given in the console, show on their public page", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const name = `E2E Rowan Vale ${tag}`;
    const password = `steady-lantern-${tag}-glow`;
    const list = adminPath('instructors');

    await page.goto(`${list}/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill(`e2e-rowan-${tag}@e2e.test`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await page.getByLabel('Photo', { exact: true }).setInputFiles(pngFile(`rowan-${tag}.png`));
    await page.getByRole('textbox', { name: 'Short biography' }).fill('A psychotherapist who teaches calm.');
    await page
      .getByRole('textbox', { name: 'Biography', exact: true })
      .fill('First paragraph.\n\nSecond paragraph.');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('textbox', { name: 'Professional body' }).fill('UK Council for Psychotherapy');
    await page.getByRole('textbox', { name: 'Registration number' }).fill('UKCP-4471');
    await page
      .getByRole('textbox', { name: 'Link to the register' })
      .fill('https://example.org/register/4471');
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('Instructor successfully created!');
    const [saved] = await adminApi.list<Instructor & { photo: string }>('instructors', { q: tag });
    expect(saved).toMatchObject({
      short_bio: 'A psychotherapist who teaches calm.',
      credentials: [
        {
          body: 'UK Council for Psychotherapy',
          number: 'UKCP-4471',
          link: 'https://example.org/register/4471',
        },
      ],
    });
    expect(saved.photo).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    await page.goto(`/instructors/e2e-rowan-vale-${tag}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('Second paragraph.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Credentials' }).getByRole('listitem')).toHaveText(
      'UK Council for Psychotherapy, registration number UKCP-4471 (check the register of UK Council for Psychotherapy)',
    );
    const photo = page.locator('main .instructor-profile img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.png\/320\.webp$/);
  });
});
