import { admin, newAccount, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, at, choose, nextCall, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

interface Tag {
  id: number;
  title: string;
}

test.describe('Saves that never leave the administrator lost', () => {
  test('Save and add another keeps the course tag form, names the new tag and links to it', async ({
    page,
    adminApi,
  }) => {
    const title = `E2E Resilience ${uniqueTag()}`;
    await page.goto(`${adminPath('courses/course-tags')}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('toolbar').getByRole('button', { name: 'Save and add another' }).click();
    await expect(adminConsole.toast(page)).toHaveText('Course Tag successfully created!');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    const [saved] = await adminApi.list<Tag>('course_tags', { q: title });
    const link = page.getByRole('link', { name: `Open Course Tag ${title}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(`${adminPath('courses/course-tags')}/${saved.id}`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await adminApi.remove('course_tags', saved.id);
  });

  test('a save that returns to the list shows the saved row in view, highlighted', async ({
    page,
    adminApi,
  }) => {
    const title = `E2E Body ${uniqueTag()}`;
    const body = await adminApi.create<Tag>('awarding_bodies', {
      title,
      website_link: 'https://example.org',
    });
    await page.goto(`${adminPath('awarding-bodies')}/${body.id}`);
    await page.getByRole('textbox', { name: 'Title' }).fill(`${title} renamed`);
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('Awarding Body successfully Updated!');
    await expect(page).toHaveURL(at(adminPath('awarding-bodies')));
    const row = adminConsole.rows(page, `${title} renamed`);
    await expect(row).toBeInViewport();
    await expect(row).toHaveCSS('background-color', 'rgba(46, 125, 50, 0.14)');
    await adminApi.remove('awarding_bodies', body.id);
  });
});

test.describe('Rules between fields', () => {
  test('a coupon over 100 % or expiring before it starts is refused on the form, before anything is sent', async ({
    page,
  }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/coupon/create')) sent += 1;
    });
    await page.goto(`${adminPath('coupons')}/create`);
    await page.getByRole('textbox', { name: 'Code' }).fill(`E2E${uniqueTag()}`);
    await choose(page, 'Discount type', 'Percent');
    const amount = page.getByRole('spinbutton', { name: 'Amount' });
    await amount.fill('150');
    await page.getByLabel('Starts').fill('2031-06-10');
    await page.getByLabel('Expires').fill('2031-06-01');
    await adminConsole.save(page).click();
    await expect(amount).toHaveAccessibleDescription('A percentage discount may not be more than 100.');
    await expect(page.getByLabel('Expires')).toHaveAccessibleDescription(
      'The expiry date may not be before the start date.',
    );
    expect(sent).toBe(0);
  });

  test('a product whose sale price is above its regular price is refused on the form', async ({ page }) => {
    await page.goto(`${adminPath('products')}/create`);
    await page.getByRole('textbox', { name: 'Title' }).fill(`E2E Journal ${uniqueTag()}`);
    await page.getByRole('spinbutton', { name: 'Regular price' }).fill('10');
    await page.getByRole('spinbutton', { name: 'Sale price' }).fill('12');
    await adminConsole.save(page).click();
    await expect(page.getByRole('spinbutton', { name: 'Sale price' })).toHaveAccessibleDescription(
      'The sale price may not be more than the regular price.',
    );
    await expect(page).toHaveURL(`${adminPath('products')}/create`);
  });
});

test.describe('No silent loss', () => {
  test('leaving a form with unsaved changes asks first, and staying keeps them', async ({
    page,
    adminApi,
  }) => {
    const title = `E2E Leave ${uniqueTag()}`;
    const tag = await adminApi.create<Tag>('course_tags', { title });
    await page.goto(`${adminPath('courses/course-tags')}/${tag.id}`);
    const box = page.getByRole('textbox', { name: 'Title' });
    await box.fill(`${title} unsaved`);
    const asked: string[] = [];
    page.once('dialog', async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await adminConsole.menu(page).getByRole('menuitem', { name: 'Coupons' }).click();
    await expect.poll(() => asked.length).toBe(1);
    await expect(page).toHaveURL(`${adminPath('courses/course-tags')}/${tag.id}`);
    await expect(box).toHaveValue(`${title} unsaved`);

    page.once('dialog', (dialog) => void dialog.accept());
    await adminConsole.menu(page).getByRole('menuitem', { name: 'Coupons' }).click();
    await expect(page).toHaveURL(at(adminPath('coupons')));
    expect(await adminApi.find('course_tags', tag.id)).toMatchObject({ title });
    await adminApi.remove('course_tags', tag.id);
  });

  test("the browser's Back button on a form with unsaved changes asks first, and staying keeps them", async ({
    page,
    adminApi,
  }) => {
    const title = `E2E Back ${uniqueTag()}`;
    const tag = await adminApi.create<Tag>('course_tags', { title });
    await page.goto(adminPath('courses/course-tags'));
    await searchList(page, title);
    await adminConsole.rows(page, title).getByText(title).click();
    await expect(page).toHaveURL(`${adminPath('courses/course-tags')}/${tag.id}`);
    const box = page.getByRole('textbox', { name: 'Title' });
    await box.fill(`${title} unsaved`);
    const asked: string[] = [];
    page.once('dialog', async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goBack();
    await expect
      .poll(() => asked)
      .toEqual(["Some of your changes weren't saved. Are you sure you want to ignore them?"]);
    await expect(page).toHaveURL(`${adminPath('courses/course-tags')}/${tag.id}`);
    await expect(box).toHaveValue(`${title} unsaved`);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.goBack();
    await expect(page).toHaveURL(at(adminPath('courses/course-tags')));
    expect(await adminApi.find('course_tags', tag.id)).toMatchObject({ title });
    await adminApi.remove('course_tags', tag.id);
  });

  test('a delete names what goes with it before anything is deleted', async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const bundle = await adminApi.create<Tag>('bundles', { title: `E2E Bundle ${tag}`, price: 20 });
    const [course] = await adminApi.list<Tag>('courses');
    await adminApi.create('bundle_items', { bundle_id: bundle.id, course_id: course.id, sort_order: 1 });
    await adminApi.create('bundle_items', { bundle_id: bundle.id, course_id: course.id, sort_order: 2 });
    await page.goto(`${adminPath('bundles')}/${bundle.id}`);
    await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete Bundle E2E Bundle ${tag}` });
    await expect(dialog).toContainText(`Bundle E2E Bundle ${tag} will be deleted.`);
    await expect(dialog).toContainText('Deleted with it: 2 bundle items.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await adminApi.find('bundles', bundle.id)).toBeDefined();
    await adminApi.remove('bundles', bundle.id);
  });

  test('granting the administrator role asks first, and nothing is sent until it is confirmed', async ({
    page,
    adminApi,
  }) => {
    const person = newAccount('grant');
    const user = await adminApi.create<Tag>('users', {
      name: person.name,
      email: person.email,
      password: person.password,
      role_id: 1,
    });
    try {
      await page.goto(`${adminPath('users')}/${user.id}`);
      await choose(page, /^Role/, 'Admin');
      await adminConsole.save(page).click();
      const dialog = page.getByRole('dialog', { name: `Make ${person.name} an administrator?` });
      await expect(dialog).toContainText('An administrator can read, change and delete every record');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await adminApi.find('users', user.id)).toMatchObject({ role_id: 1 });

      await adminConsole.save(page).click();
      const update = nextCall(page, 'user/update-user');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await update;
      await expect(adminConsole.toast(page)).toHaveText('User Successfully updated');
      expect(await adminApi.find('users', user.id)).toMatchObject({ role_id: 2 });
    } finally {
      await adminApi.remove('users', user.id);
    }
  });

  test('a second administrator saving an out-of-date copy is refused, and the form shows what changed', async ({
    page,
    context,
    adminApi,
  }) => {
    const title = `E2E Both ${uniqueTag()}`;
    const tag = await adminApi.create<Tag>('course_tags', { title });
    const other = await context.newPage();
    await page.goto(`${adminPath('courses/course-tags')}/${tag.id}`);
    await other.goto(`${adminPath('courses/course-tags')}/${tag.id}`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

    await other.getByRole('textbox', { name: 'Title' }).fill(`${title} by the other`);
    await adminConsole.save(other).click();
    await expect(adminConsole.toast(other)).toHaveText('Course Tag successfully Updated!');
    await other.close();

    await page.getByRole('textbox', { name: 'Title' }).fill(`${title} by me`);
    const refused = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/course-tags/update'),
    );
    await adminConsole.save(page).click();
    expect((await refused).status()).toBe(409);
    const notice = page.getByRole('status').filter({ hasText: 'Someone else saved this course tag' });
    await expect(notice).toContainText(`Title: ${title} by the other`);
    expect(await adminApi.find('course_tags', tag.id)).toMatchObject({ title: `${title} by the other` });
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`${title} by me`);

    // Saving again, knowing what changed, is a choice: it goes through.
    await adminConsole.save(page).click();
    await expect(notice).toHaveCount(0);
    await expect
      .poll(async () => (await adminApi.find<Tag>('course_tags', tag.id))?.title)
      .toBe(`${title} by me`);
    await adminApi.remove('course_tags', tag.id);
  });
});
