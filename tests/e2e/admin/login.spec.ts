import type { Request } from '@playwright/test';
import { amira } from '../support/accounts';
import { adminConsole, at } from '../support/console';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

const isAdminLogin = (request: Request) => new URL(request.url()).pathname === '/api/admin/login';

test.describe('The admin login page', () => {
  test('a visitor who opens the console gets the login page, with Email and Password both required', async ({
    page,
  }) => {
    await page.goto('/dashboard/admin');
    await expect(adminConsole.loginTitle(page)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(adminConsole.logout(page)).toHaveCount(0);
    await expect(adminConsole.menu(page)).toHaveCount(0);
    await expect(site.nav(page)).toHaveCount(0);
  });

  test('a field left empty is refused by the browser itself, and only a filled-in form is sent', async ({
    page,
    newAdmin,
  }) => {
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isAdminLogin(request)) sent.push(request);
    });
    await page.goto('/dashboard/admin');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    const submit = page.getByRole('button', { name: 'Submit' });

    await submit.click();
    await expect(email).toHaveJSProperty('validationMessage', 'Please fill out this field.');
    await expect(page.locator('input:invalid')).toHaveCount(2);
    await expect(email).toBeFocused();

    await email.fill(newAdmin.email);
    await submit.click();
    await expect(email).toHaveJSProperty('validationMessage', '');
    await expect(password).toHaveJSProperty('validationMessage', 'Please fill out this field.');
    await expect(password).toBeFocused();

    // The form that passes the browser's checks is the first thing to reach the server.
    await password.fill(newAdmin.password);
    const login = page.waitForResponse((response) => isAdminLogin(response.request()));
    await submit.click();
    expect((await login).status()).toBe(200);
    expect(sent.map((request) => request.postDataJSON())).toEqual([
      { email: newAdmin.email, password: newAdmin.password },
    ]);
  });

  test('a wrong password keeps the login page and shows the server’s message', async ({ page, newAdmin }) => {
    // The suite's one failed admin sign-in, on an address of its own (sign-ins are throttled).
    await page.goto('/dashboard/admin/tips');
    await page.getByLabel('Email').fill(newAdmin.email);
    await page.getByLabel('Password').fill(`${newAdmin.password}-not`);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await expect(page).toHaveURL(at('/dashboard/admin/tips'));
    await expect(adminConsole.loginTitle(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(adminConsole.logout(page)).toHaveCount(0);
  });

  test('the right email and password open the console on the page that was asked for', async ({
    page,
    newAdmin,
  }) => {
    await page.goto('/dashboard/admin/tips');
    await page.getByLabel('Email').fill(newAdmin.email);
    await page.getByLabel('Password').fill(newAdmin.password);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(adminConsole.logout(page)).toBeVisible();
    await expect(adminConsole.loginTitle(page)).toHaveCount(0);
    await expect(page).toHaveURL(at('/dashboard/admin/tips'));
    await expect(adminConsole.title(page)).toHaveText('Tips');
    await expect(adminConsole.rows(page, 'Take a three-minute breathing space')).toBeVisible();

    // The session is the server's: a reload opens the console straight away.
    await page.reload();
    await expect(adminConsole.logout(page)).toBeVisible();
    await expect(adminConsole.loginTitle(page)).toHaveCount(0);
  });

  test.describe('for a student', () => {
    test.use({ signedInAs: amira });

    test('a signed-in student gets the login page, not the console, and cannot sign in on it', async ({
      page,
    }) => {
      const adminCalls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/admin/') && path !== '/api/admin/login') adminCalls.push(path);
      });
      await page.goto('/dashboard/admin');
      await expect(adminConsole.loginTitle(page)).toBeVisible();
      await expect(adminConsole.logout(page)).toHaveCount(0);
      await expect(adminConsole.menu(page)).toHaveCount(0);

      // Her own, right password does not make her an administrator.
      await page.getByLabel('Email').fill(amira.email);
      await page.getByLabel('Password').fill(amira.password);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toHaveText('This account is not an administrator.');
      await expect(adminConsole.loginTitle(page)).toBeVisible();
      await expect(adminConsole.menu(page)).toHaveCount(0);
      expect(adminCalls, 'no admin list is ever asked for').toEqual([]);
    });
  });
});
