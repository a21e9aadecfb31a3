import { admin, newAccount } from '../support/accounts';
import { adminConsole, adminPath, choose, nextCall, searchList } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface User {
  id: number;
  role_id: number;
}

test.describe('Users: roles', () => {
  test('an admin makes a student an admin from the users list, and the role is saved', async ({
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

    try {
      await page.goto(adminPath('users'));
      await searchList(page, person.email);
      const row = adminConsole.rows(page, person.email);
      await expect(row.getByRole('cell', { name: 'Student', exact: true })).toBeVisible();

      const change = nextCall(page, 'user/update-user-role');
      await choose(page, /^Change role/, 'Admin', row);
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
