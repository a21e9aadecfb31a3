import { admin, newAccount } from '../support/accounts';
import { apiClient, registerOverApi } from '../support/api';
import { adminConsole, adminPath, richText } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

test.describe('The buyer’s cancellation rights in the console', () => {
  test('the order page shows when the buyer consented to immediate access, and their cancellation', async ({
    page,
    baseURL,
  }) => {
    const api = await apiClient(baseURL!, await registerOverApi(baseURL!, newAccount('rights')));
    let orderId: number;
    try {
      const courses = (await (await api.get('/api/courses')).json()).data as { id: number; price: number }[];
      const course = courses.find((c) => c.price > 0)!;
      expect(
        (await api.post('/api/basket/items', { data: { kind: 'course', id: course.id } })).status(),
      ).toBe(200);
      const checkout = await api.post('/api/checkout', { data: { access_consent: true } });
      expect(checkout.status()).toBe(201);
      orderId = (await checkout.json()).data.id as number;
      const paid = await api.post(`/api/payments/test/orders/${orderId}/pay`, {
        data: { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Student' },
      });
      expect(paid.status()).toBe(200);
      expect((await api.post(`/api/my/orders/${orderId}/cancel`, { data: {} })).status()).toBe(200);
    } finally {
      await api.dispose();
    }

    await page.goto(adminPath(`orders/${orderId}/show`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(main).toContainText(/Consent to immediate access: given \d/);
    await expect(main).toContainText('waiving the 14-day right to cancel once begun');
    await expect(main).toContainText(/Cancelled by the buyer \d.*, within the 14 days\./);
    await expect(main.getByRole('table', { name: 'Refunds' })).toContainText(
      'Cancelled by the buyer within 14 days, before starting.',
    );
  });

  test('the Terms are edited in the console and the public page shows the new text', async ({ page }) => {
    await page.goto(adminPath('legal-pages'));
    for (const title of ['Terms', 'Privacy', 'Refund policy', 'Contact'])
      await expect(adminConsole.rows(page, title).first()).toBeVisible();
    await adminConsole.rows(page, '/terms').first().click();
    const content = richText(page, 'Content');
    await expect(content).toContainText('Who we are');
    await content.click();
    await content.press('ControlOrMeta+End');
    await content.pressSequentially(' Our courses are for adults.');
    await adminConsole.save(page).click();
    await expect(adminConsole.toast(page)).toContainText('Page saved: it is live on the site.');

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms');
    await expect(page.getByRole('main')).toContainText('Our courses are for adults.');
  });
});
