import { admin } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { adminConsole, adminPath } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

test.describe('VAT and invoices settings', () => {
  test('the menu opens the one settings record; a number that is not a UK VAT number is refused, a good one saved', async ({
    page,
    adminApi,
  }) => {
    await page.goto(adminPath(''));
    await adminConsole.menu(page).getByRole('menuitem', { name: 'VAT and invoices' }).click();
    await expect(page).toHaveURL(new RegExp(`${adminPath('settings/vat')}/\\d+$`));
    const legalName = page.getByRole('textbox', { name: 'Legal name' });
    await expect(legalName).toHaveValue('MindWell Academy');
    await expect(
      page
        .getByRole('spinbutton', { name: 'VAT rate (%)' })
        .or(page.getByRole('textbox', { name: 'VAT rate (%)' })),
    ).toHaveValue('20');
    await expectAccessible(page, 'the VAT and invoices form');

    const vatNumber = page.getByRole('textbox', { name: 'VAT number' });
    await vatNumber.fill('FR12345678901');
    await adminConsole.save(page).click();
    await expect(page.getByText(/Enter a UK VAT number/).first()).toBeVisible();

    await vatNumber.fill('GB 123 4567 89');
    await page.getByRole('textbox', { name: 'Address' }).fill('1 Calm Street\nLeeds\nLS1 4AP');
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toHaveText('VAT and invoice settings saved.');
    const [record] = await adminApi.list<{ id: number; vat_number: string; address: string }>('vat_settings');
    expect(record).toMatchObject({ vat_number: 'GB123456789', address: '1 Calm Street\nLeeds\nLS1 4AP' });
    // Back as other tests find it.
    await adminApi.post('vat-settings/update', { id: record.id, vat_number: '', address: '' });
  });
});
