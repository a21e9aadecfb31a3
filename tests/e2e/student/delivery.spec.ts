import { uniqueTag } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test.describe('Buying something sent by post', () => {
  test('checkout asks for a UK delivery address, charges the delivery and the receipt shows where it goes', async ({
    page,
    adminApi,
    newStudent: _student,
  }) => {
    const tag = uniqueTag();
    const deck = await adminApi.create<{ id: number }>('products', {
      title: `Calm Cards ${tag}`,
      regular_price: 12,
      posted: 1,
    });
    await adminApi.create('delivery_options', {
      title: `Royal Mail Tracked 48 ${tag}`,
      price: 0.01,
      delivery_time: '2 to 3 working days',
      active: 1,
    });

    await page.goto(`/basket?add=product:${deck.id}`);
    const address = page.getByRole('group', { name: 'Delivery address' });
    await expect(address).toContainText('2 to 3 working days');
    await expect(page.locator('.totals')).toContainText('Delivery (2 to 3 working days)');
    await expect(page.locator('.totals__total')).toContainText('£12.01');

    await address.getByLabel('Full name').fill('Ada Student');
    await address.getByLabel('Address line 1').fill('1 High Street');
    await address.getByLabel('Town or city').fill('Leeds');
    await address.getByLabel('Postcode').fill('75001');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(address.getByText('Enter a UK postcode, like SW1A 1AA.')).toBeVisible();
    await expect(address.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');

    await address.getByLabel('Postcode').fill('ls1 4ap');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Ada Student');
    await page.getByRole('button', { name: 'Pay £12.01' }).click();

    await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
    const receipt = page.getByRole('article');
    await expect(receipt).toContainText(`Delivery: Royal Mail Tracked 48 ${tag} (2 to 3 working days)`);
    await expect(receipt).toContainText('Deliver to');
    await expect(receipt).toContainText('LS1 4AP');
  });
});
