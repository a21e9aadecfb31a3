import { admin, newAccount, uniqueTag } from '../support/accounts';
import { apiClient, registerOverApi } from '../support/api';
import { adminConsole, adminPath, at, choose } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

test.describe('Audit trail', () => {
  test("an edit page's History lists that record's changes, each with who changed what, when, before and after", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const first = `E2E Grief ${tag}`;
    const renamed = `E2E Grief and loss ${tag}`;
    const saved = await adminApi.create<{ id: number }>('course_tags', { title: first });
    const edit = `${adminPath('courses/course-tags')}/${saved.id}`;

    await page.goto(edit);
    await page.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('Course Tag successfully Updated!');

    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(at(`${edit}/history`));
    await expect(adminConsole.title(page)).toHaveText(`History of course tag #${saved.id}`);
    const entries = page
      .getByRole('list', { name: `History of course tag #${saved.id}` })
      .getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(
      `Administrator changed course tag #${saved.id}: title ${first} → ${renamed}`,
    );
    await expect(entries.nth(1)).toContainText(
      `Administrator created course tag #${saved.id}: title ${first}`,
    );

    await entries.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${adminPath('audit-log')}/\\d+/show$`));
    const changes = page.getByRole('table', { name: 'Changes' });
    const title = changes.getByRole('row', { name: /^Title/ });
    await expect(title.getByRole('cell').nth(0)).toHaveText(first);
    await expect(title.getByRole('cell').nth(1)).toHaveText(renamed);
    await expect(page.getByText('Administrator')).toBeVisible();
    // "When": a readable date and time of today.
    await expect(page.getByText(new Date().getFullYear().toString()).first()).toBeVisible();

    await page.getByRole('link', { name: `Course Tag #${saved.id}` }).click();
    await expect(page).toHaveURL(edit);
  });

  test("an order's History says what its refund did: the status before and after, and the enrolment it revoked", async ({
    page,
    baseURL,
    adminApi,
  }) => {
    const student = await apiClient(baseURL!, await registerOverApi(baseURL!, newAccount('history')));
    const courses = (await (await student.get('/api/courses')).json()).data as {
      id: number;
      price: number;
    }[];
    const course = courses.find((c) => c.price > 0)!;
    await student.post('/api/basket/items', { data: { kind: 'course', id: course.id } });
    const orderId = (
      (await (await student.post('/api/checkout', { data: { access_consent: true } })).json()) as {
        data: { id: number };
      }
    ).data.id;
    await student.dispose();
    await adminApi.post(`orders/${orderId}/mark-paid`, { reference: `BACS-${uniqueTag()}` });
    const [enrolment] = await adminApi.list<{ id: number }>('enrolments', { filter: { order_id: orderId } });
    await adminApi.post(`orders/${orderId}/refund`, { reason: 'Bought by mistake' });

    await page.goto(adminPath(`orders/${orderId}/show`));
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(at(adminPath(`orders/${orderId}/history`)));
    const entries = page.getByRole('list', { name: `History of order #${orderId}` }).getByRole('listitem');
    await expect(entries.first()).toContainText(
      `Administrator refunded order #${orderId}: status Paid → Refunded; revoked enrolment #${enrolment!.id}`,
    );
  });

  test('the audit log is a read-only list of who did what and when', async ({ page }) => {
    await page.goto(adminPath('audit-log'));
    await expect(adminConsole.title(page)).toHaveText('Audit Log');
    await expect(page.getByRole('columnheader', { name: 'When' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Who' })).toBeVisible();
    // Read-only: no Create, no Delete.
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('the audit log is filtered by a resource chosen by its name and by the days it was changed on', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const saved = await adminApi.create<{ id: number }>('course_tags', { title: `E2E Filtered ${tag}` });
    await page.goto(adminPath('audit-log'));
    await expect(adminConsole.title(page)).toHaveText('Audit Log');

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Resource' }).click();
    await choose(page, 'Resource', 'Course Tags');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Record' }).click();
    await page.getByRole('spinbutton', { name: 'Record' }).fill(String(saved.id));
    const created = page.getByRole('table').getByRole('row').filter({ hasText: 'record.create' });
    await expect(created).toHaveCount(1);
    await expect(created).toContainText('Course Tags');

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'When' }).click();
    await page.getByLabel('When from').fill(day(0));
    await page.getByLabel('When to').fill(day(0));
    await expect(created).toHaveCount(1);
    await page.getByLabel('When to').fill(day(-1));
    await expect(created).toHaveCount(0);
  });

  test('the audit log is filtered by an action chosen from those the server records, and shows only its entries', async ({
    page,
    adminApi,
  }) => {
    // At least one entry of each: this admin signed in, and a tag is created.
    await adminApi.create<{ id: number }>('course_tags', { title: `E2E Action filter ${uniqueTag()}` });
    await page.goto(adminPath('audit-log'));
    await expect(adminConsole.title(page)).toHaveText('Audit Log');
    const rows = page.getByRole('table').locator('tbody').getByRole('row');
    const withAction = (action: string) =>
      rows.filter({ has: page.getByRole('cell', { name: action, exact: true }) });
    await expect(withAction('record.create').first()).toBeVisible();

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Action' }).click();
    await page.getByRole('combobox', { name: 'Action' }).click();
    const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(offered).toEqual(
      expect.arrayContaining(['login.success', 'record.create', 'record.update', 'logout']),
    );
    await page.keyboard.press('Escape');

    for (const action of ['login.success', 'record.create']) {
      await choose(page, 'Action', action);
      await expect(page).toHaveURL(
        (url) => JSON.parse(url.searchParams.get('filter') ?? '{}').action === action,
      );
      // Every row shown is one of that action (and there is one): the list has taken the filter up.
      await expect
        .poll(async () => {
          const shown = await withAction(action).count();
          return shown > 0 && shown === (await rows.count());
        })
        .toBe(true);
    }
  });
});
