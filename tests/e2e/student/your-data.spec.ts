import { readFile } from 'node:fs/promises';
import { linkIn, waitForMail } from '../../fixtures/outbox';
import { registerOverApi } from '../support/api';
import { newAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

const dataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
};

test.describe('A student’s own account', () => {
  test('changes their address by a mailed link, downloads their data and closes the account', async ({
    page,
    baseURL,
    context,
  }) => {
    const student = newAccount('mydata');
    const session = await registerOverApi(baseURL ?? '', student);
    await context.addCookies(session.cookies);
    const newEmail = student.email.replace('@', '-moved@');

    await page.goto('/dashboard/profile');
    const emailForm = page.getByRole('form', { name: 'Email address' });
    await emailForm.getByLabel('New email address').fill(newEmail);
    await emailForm.getByLabel('Password', { exact: true }).fill(student.password);
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    await expect(site.toasts(page)).toContainText(`We have sent a link to ${newEmail}.`);
    await expect(emailForm).toContainText(`${newEmail}: open the link we sent there`);

    const mail = await waitForMail(dataDir(), newEmail, 'Confirm your new email address', {
      timeoutMs: 10_000,
    });
    const link = linkIn(mail);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      page.getByRole('status').filter({ hasText: `Your email address is now ${newEmail}.` }),
    ).toBeVisible();

    await page.goto('/dashboard/profile');
    await expect(page.getByRole('form', { name: 'Your details' })).toContainText(newEmail);
    await expect(page.getByRole('form', { name: 'Email address' })).toContainText('Yes, on');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download your data' }).click();
    const download = await downloading;
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { email: string; name: string };
    };
    expect(data.account).toMatchObject({ email: newEmail, name: student.name });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|admin_token/);

    const closing = page.getByRole('form', { name: 'Close account' });
    await closing.getByLabel('Your password').fill(student.password);
    await closing.getByRole('button', { name: 'Close account' }).click();
    await expect(page).toHaveURL('/account-closed');
    await expect(site.heading(page)).toHaveText('Your account is closed');
    await expect(site.nav(page).getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.');
  });
});
