import { admin, newAccount } from '../support/accounts';
import { adminConsole, adminPath, choose, nextCall, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface User {
  id: number;
  role_id: number;
}

test.describe('Users: roles', () => {
  test('an admin makes a student an admin from the users list once asked and confirmed, and the role is saved', async ({
    page,
    adminApi,
  }) => {
    const person = newAccount('role');
    const user = await adminApi.create<User>('users', {
      name: person.name,
      email: person.email,
      password: person.password,
      role_id: 1,
    });

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/user/update-user-role')) sent.push(request.url());
    });

    try {
      await page.goto(adminPath('users'));
      await searchList(page, person.email);
      const row = adminConsole.rows(page, person.email);
      await expect(row.getByRole('cell', { name: 'Student', exact: true })).toBeVisible();

      await choose(page, /^Change role/, 'Admin', row);
      const dialog = page.getByRole('dialog', { name: `Make ${person.name} an administrator?` });
      await expect(dialog).toContainText('An administrator can read, change and delete every record');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row.getByRole('combobox', { name: /^Change role/ })).toHaveText('Student');
      expect(sent, 'nothing sent before Confirm').toEqual([]);
      expect(await adminApi.find('users', user.id)).toMatchObject({ role_id: 1 });

      await choose(page, /^Change role/, 'Admin', row);
      const change = nextCall(page, 'user/update-user-role');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      expect((await change).postDataJSON()).toEqual({ user_id: user.id, role_id: 2 });
      await expect(adminConsole.toast(page)).toHaveText('Role Successfully updated');
      await expect(row.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
      await expect(row.getByRole('combobox', { name: /^Change role/ })).toHaveText('Admin');
      expect(await adminApi.find('users', user.id)).toMatchObject({ role_id: 2 });
    } finally {
      await adminApi.remove('users', user.id);
    }
  });
});
