import { admin, amira, newAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { site } from '../support/site';

test.describe('Registering and signing in', () => {
  test('a visitor registers, lands on an empty dashboard and is greeted by name, as new and not "back"', async ({
    page,
  }) => {
    const student = newAccount('register');
    await page.goto('/');
    await site.nav(page).getByRole('link', { name: 'Register' }).click();
    await expect(site.heading(page)).toHaveText('Create your account');

    await page.getByLabel('Name').fill(student.name);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByLabel('Confirm password').fill(student.password);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText(`Welcome to MindWell Academy, ${student.name}.`)).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await expect(site.profileButton(page, student.name)).toBeVisible();
    await expect(page.getByText('You are not enrolled on any course yet.')).toBeVisible();
    await expect(page.getByText('You have no orders yet.')).toBeVisible();
    await expect(page.getByText('No notes yet.')).toBeVisible();

    // The session is the server's: it survives a reload.
    await page.reload();
    await expect(site.profileButton(page, student.name)).toBeVisible();
  });

  test('a student who signs in is taken back to the dashboard page they asked for', async ({ page }) => {
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL('/login');

    await page.getByLabel('Email').fill(amira.email);
    await page.getByLabel('Password').fill(amira.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL('/dashboard/orders');
    await expect(site.heading(page)).toHaveText('Orders');
    await expect(site.profileButton(page, amira.name)).toBeVisible();
  });

  test('a wrong password shows the server’s message and keeps the visitor on the login page', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(amira.email);
    await page.getByLabel('Password').fill('not-the-right-password');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await expect(page).toHaveURL('/login');
    await expect(site.nav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});

test.describe('The Admin link', () => {
  test('an admin who signs in on the student login page sees the Admin link and it opens the console', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/dashboard');

    const nav = site.nav(page);
    await expect(nav.getByRole('list').getByRole('link')).toHaveText([
      'Home',
      'Courses',
      'Dashboard',
      'Enrolled Courses',
      'Orders',
      'Help',
      'Admin',
    ]);
    await nav.getByRole('link', { name: 'Admin' }).click();

    await expect(page).toHaveURL(/\/dashboard\/admin/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The console has neither the student bar nor the footer (docs/legacy-api.md §2).
    await expect(site.nav(page)).toHaveCount(0);
    await expect(page.getByText('© 2021 MindWell Academy')).toHaveCount(0);
  });

  test.describe('for a student', () => {
    test.use({ signedInAs: amira });

    test('the bar has no Admin link for a student', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(site.nav(page).getByRole('list').getByRole('link')).toHaveText([
        'Home',
        'Courses',
        'Dashboard',
        'Enrolled Courses',
        'Orders',
        'Help',
      ]);
      await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    });

    test('a student who opens an admin address gets the admin login page without the bar or footer', async ({
      page,
    }) => {
      await page.goto('/dashboard/admin');
      await expect(page.getByText('Login Page')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
      await expect(site.nav(page)).toHaveCount(0);
      await expect(page.getByText('© 2021 MindWell Academy')).toHaveCount(0);
    });
  });

  test('a visitor who opens an admin address gets the admin login page without the bar or footer', async ({
    page,
  }) => {
    await page.goto('/dashboard/admin/blogs');
    await expect(page.getByText('Login Page')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(site.nav(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'About Us' })).toHaveCount(0);
  });
});
