import { linkIn, waitForMail } from '../../fixtures/outbox';
import { registerOverApi } from '../support/api';
import { newAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

/** The outbox of the suite's server (playwright.config.ts starts it without SMTP_URL). */
const dataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
};

test.describe('Ways back into an account', () => {
  test('a student who forgot their password follows the mailed link, sets a new one and signs in with it', async ({
    page,
    baseURL,
  }) => {
    const student = newAccount('reset');
    await registerOverApi(baseURL ?? '', student);
    const newPassword = `${student.password}-renewed`;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(site.heading(page)).toHaveText('Forgot your password?');
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'If an account uses this address' }),
    ).toBeVisible();

    const mail = await waitForMail(dataDir(), student.email, 'Reset your MindWell Academy password', {
      timeoutMs: 10_000,
    });
    const link = linkIn(mail);
    expect(link.pathname).toBe('/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(site.heading(page)).toHaveText('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Log in', exact: true }).first().click();
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText(`Welcome back, ${student.name}.`)).toBeVisible();

    // The link worked once; opened again it says so and offers a new one.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('alert')).toContainText(
      'This link has already been used. Ask for a new one.',
    );
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('a new student is reminded to verify their address until they open the mailed link', async ({
    page,
    baseURL,
    context,
  }) => {
    const student = newAccount('verify');
    const session = await registerOverApi(baseURL ?? '', student);
    await context.addCookies(session.cookies);

    await page.goto('/dashboard');
    const notice = page.getByRole('region', { name: 'Verify your email address' });
    await expect(notice).toContainText(`open the link we sent to ${student.email}`);
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('region', { name: 'Verify your email address' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Email address' })).toContainText('Not yet');

    const mail = await waitForMail(dataDir(), student.email, 'Confirm your email address', {
      timeoutMs: 10_000,
    });
    const link = linkIn(mail);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      page.getByRole('status').filter({ hasText: 'your email address is verified' }),
    ).toBeVisible();
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('form', { name: 'Email address' })).toContainText('Yes, on');
    await expect(page.getByRole('region', { name: 'Verify your email address' })).toHaveCount(0);
  });

  test('the console’s sign-in page leads to the same way back in', async ({ page }) => {
    await page.goto('/dashboard/admin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(site.heading(page)).toHaveText('Forgot your password?');
  });
});
