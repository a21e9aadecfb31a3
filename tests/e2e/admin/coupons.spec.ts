import { admin, uniqueTag } from '../support/accounts';
import {
  adminConsole,
  adminPath,
  at,
  choose,
  deleteAndConfirm,
  nextCall,
  searchList,
} from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

interface Coupon {
  id: number;
  code: string;
  discount_type: string;
  amount: number;
  status: string;
}

test.describe('Coupons: saves that stay on the form', () => {
  test('a coupon is created on a form that starts afresh, refused when its code is taken, updated in place and deleted', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const code = `E2E-${tag}`.toUpperCase();
    const list = adminPath('coupons');

    await page.goto(`${list}/create`);
    const codeBox = page.getByRole('textbox', { name: 'Code' });
    // Typed in lower case, stored in upper case.
    await codeBox.fill(code.toLowerCase());
    await expect(codeBox).toHaveValue(code);
    await choose(page, 'Discount type', 'Percent');
    await page.getByRole('spinbutton', { name: 'Amount' }).fill('15');
    const create = nextCall(page, 'coupon/create');
    await adminConsole.save(page).click();
    expect((await create).postDataJSON()).toEqual({
      coupon_data: expect.objectContaining({ code, discount_type: 'percent', amount: 15, status: 'active' }),
    });

    await expect(adminConsole.toast(page)).toHaveText('Coupon successfully created!');
    await expect(page).toHaveURL(`${list}/create`);
    await expect(codeBox).toHaveValue('');
    const [saved] = await adminApi.list<Coupon>('coupons', { q: tag });
    expect(saved).toMatchObject({ code, discount_type: 'percent', amount: 15, status: 'active' });

    // The same code again: the table's own failure text, and the server's reason on the field.
    await codeBox.fill(code);
    await choose(page, 'Discount type', 'Fixed');
    await page.getByRole('spinbutton', { name: 'Amount' }).fill('5');
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('Failed');
    await expect(codeBox).toHaveAccessibleDescription('The code has already been taken.');
    await expect(page).toHaveURL(`${list}/create`);
    expect(await adminApi.list('coupons', { q: tag })).toHaveLength(1);

    await page.goto(list);
    await searchList(page, tag);
    await adminConsole.rows(page, code).getByRole('cell', { name: code }).click();
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await page.getByRole('spinbutton', { name: 'Amount' }).fill('20');
    const update = nextCall(page, 'coupon/edit');
    await adminConsole.save(page).click();
    expect((await update).postDataJSON()).toEqual({
      coupon_data: expect.objectContaining({ id: saved.id, code, amount: 20 }),
    });
    await expect(adminConsole.toast(page)).toHaveText('Coupon successfully Updated!');
    await expect(page).toHaveURL(`${list}/${saved.id}`);
    await expect(page.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('20');
    expect(await adminApi.find('coupons', saved.id)).toMatchObject({ amount: 20 });

    // Deleted from its own page: back to the list, where it is gone.
    await deleteAndConfirm(page, page.getByRole('toolbar'), `Delete Coupon ${code}`);
    await expect(adminConsole.toast(page)).toHaveText('Coupon successfully deleted!');
    await expect(page).toHaveURL(at(list));
    await expect(adminConsole.rows(page, code)).toHaveCount(0);
    expect(await adminApi.find('coupons', saved.id)).toBeUndefined();
  });
});
