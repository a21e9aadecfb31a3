import { admin, newAccount } from '../support/accounts';
import { apiClient, registerOverApi } from '../support/api';
import { adminConsole, adminPath } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

/** A new student's pending order for the first paid demo course, made over the API. */
async function pendingOrder(baseURL: string): Promise<{ orderId: number; title: string }> {
  const api = await apiClient(baseURL, await registerOverApi(baseURL, newAccount('orders')));
  try {
    const courses = (await (await api.get('/api/courses')).json()).data as {
      id: number;
      title: string;
      price: number;
    }[];
    const course = courses.find((c) => c.price > 0)!;
    expect((await api.post('/api/basket/items', { data: { kind: 'course', id: course.id } })).status()).toBe(
      200,
    );
    const checkout = await api.post('/api/checkout', { data: { access_consent: true } });
    expect(checkout.status()).toBe(201);
    return { orderId: (await checkout.json()).data.id, title: course.title };
  } finally {
    await api.dispose();
  }
}

test.describe("The console's order page", () => {
  test('shows an order, marks it paid by bank transfer, then refunds it, revoking its enrolment', async ({
    page,
    baseURL,
  }) => {
    const { orderId, title } = await pendingOrder(baseURL!);
    await page.goto(adminPath(`orders/${orderId}/show`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(main).toContainText(title);
    await expect(main.getByRole('table', { name: 'Status history' })).toContainText(
      'Order placed at checkout.',
    );

    await main.getByRole('button', { name: 'Mark as paid' }).click();
    const paid = page.getByRole('dialog');
    await paid.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(paid.getByText('Enter the bank transfer reference (up to 120 characters).')).toBeVisible();
    await paid.getByLabel('Bank transfer reference').fill('BACS-E2E-1');
    await paid.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(adminConsole.toast(page)).toContainText(`Order #${orderId} marked as paid.`);
    await expect(main).toContainText('Payment reference: BACS-E2E-1 (bank transfer)');
    await expect(main.getByRole('table', { name: 'Status history' })).toContainText(
      'Marked as paid by bank transfer: BACS-E2E-1',
    );

    await main.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog');
    await expect(refund).toContainText('the enrolment this order granted is revoked');
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Paid twice by transfer');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(adminConsole.toast(page)).toContainText(`Order #${orderId} refunded. 1 enrolment revoked.`);
    await expect(main.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  });

  test('cancels a pending order', async ({ page, baseURL }) => {
    const { orderId } = await pendingOrder(baseURL!);
    await page.goto(adminPath(`orders/${orderId}/show`));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(adminConsole.toast(page)).toContainText(`Order #${orderId} cancelled.`);
    await expect(main.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });

  test('lists the enrolments, each saying how it was granted', async ({ page }) => {
    await page.goto(adminPath('enrolments'));
    await expect(adminConsole.rows(page, 'Order #1').first()).toBeVisible();
  });
});
