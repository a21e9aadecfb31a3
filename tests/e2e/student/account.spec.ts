import { amira, uniqueTag } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

test.describe('A student’s orders', () => {
  test.use({ signedInAs: amira });

  test('the orders page lists each order’s items, its total in pounds and its status, newest first', async ({
    page,
  }) => {
    await page.goto('/dashboard/orders');
    await expect(site.heading(page)).toHaveText('Orders');
    const table = page.getByRole('table', { name: 'Your orders' });
    await expect(table.getByRole('columnheader')).toHaveText(['Order', 'Placed', 'Items', 'Total', 'Status']);
    await expect(table.getByRole('rowheader')).toHaveText(['#3', '#2', '#1']);

    const pending = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '#3' }) });
    await expect(pending.getByRole('cell').nth(1)).toHaveText('Workplace Wellbeing Bundle (£119.99)');
    await expect(pending.getByRole('cell').nth(2)).toHaveText('£119.99');
    await expect(pending.getByRole('cell').nth(3)).toHaveText('Pending');

    const media = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '#2' }) });
    await expect(media.getByRole('cell').nth(1)).toHaveText('Calm Body, Steady Mind (£9.99)');
    await expect(media.getByRole('cell').nth(3)).toHaveText('Paid');

    const paid = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '#1' }) });
    const items = paid.getByRole('listitem');
    await expect(items).toHaveText([
      'Foundations of Mental Health Awareness (£39.99)',
      'Understanding Anxiety (£34.99)',
      'Sleep and Mental Health (£29.99)',
      'Daily Reflection Journal (£14.99)',
    ]);
    await expect(paid).toContainText('Discount £12.00 (WELCOME10)');
    await expect(paid.getByRole('cell').nth(2)).toHaveText('£107.96');
    await expect(paid.getByRole('cell').nth(3)).toHaveText('Paid');
  });

  test('the dashboard shows the student’s courses with their progress, recent orders and notes', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByText(`Welcome back, ${amira.name}.`)).toBeVisible();
    const courses = page.getByRole('region', { name: 'Your courses' });
    await expect(
      courses.getByRole('progressbar', { name: 'Foundations of Mental Health Awareness progress' }),
    ).toHaveAttribute('aria-valuenow', '71');
    await expect(courses).toContainText('71% complete');
    await expect(page.getByRole('table', { name: 'Recent orders' }).getByRole('rowheader')).toHaveText([
      '#3',
      '#2',
      '#1',
    ]);
    await expect(page.getByRole('region', { name: 'Recent notes' })).toContainText(
      'Try 5-4-3-2-1 on the bus before presentations.',
    );

    await page.getByRole('link', { name: 'All enrolled courses' }).click();
    await expect(page).toHaveURL('/dashboard/courses');
    await expect(site.heading(page)).toHaveText('Enrolled Courses');
    await expect(page.getByRole('progressbar')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Sleep and Mental Health' })).toBeVisible();
  });

  test('the help page lists the questions students ask, each opening on its answer', async ({ page }) => {
    await page.goto('/dashboard/faq');
    await expect(site.heading(page)).toHaveText('Help');
    const question = page.getByText('How do I create an account?');
    const answer = page.getByText('You are signed in straight away and can enrol in any course.');
    await expect(question).toBeVisible();
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
  });
});

test.describe('A student’s profile', () => {
  test('a changed name is saved, shown in the bar and still there after a reload', async ({
    page,
    newStudent,
  }) => {
    const renamed = `E2E Renamed ${uniqueTag()}`;
    await page.goto('/dashboard/profile');
    await expect(site.heading(page)).toHaveText('My profile');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue(newStudent.name);
    await expect(page.getByRole('form', { name: 'Your details' }).getByText(newStudent.email)).toBeVisible();

    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(site.toasts(page)).toContainText('Profile updated');
    await expect(site.profileButton(page, renamed)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(renamed);
    await expect(site.profileButton(page, renamed)).toBeVisible();
    await site.nav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText(`Welcome back, ${renamed}.`)).toBeVisible();
  });
});
