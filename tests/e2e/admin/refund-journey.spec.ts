import { admin, newAccount, uniqueTag } from '../support/accounts';
import { apiClient, registerOverApi } from '../support/api';
import { adminConsole, adminPath } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

const TEST_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Refund Journey' };

test.describe('A refund in the console', () => {
  test('shows on the student’s receipt, and the certificate the course earned is revoked on its public page', async ({
    page,
    adminApi,
    baseURL,
    browser,
  }) => {
    // A £30 course of one lesson and no exam: its lesson done, it earns a certificate.
    const tag = uniqueTag();
    const category = await adminApi.create<{ id: number }>('course_categories', { name: `Refunds ${tag}` });
    const course = await adminApi.create<{ id: number; slug: string; title: string }>('courses', {
      title: `Kind Mornings ${tag}`,
      slug: `kind-mornings-${tag}`,
      course_category_id: category.id,
      price: 30,
      status: 'published',
    });
    const lesson = await adminApi.create<{ id: number }>('lessons', {
      title: `Waking ${tag}`,
      course_id: course.id,
    });

    // The student buys it with the test card and finishes it, over the API.
    const student = newAccount('refund');
    const session = await registerOverApi(baseURL!, student);
    const api = await apiClient(baseURL!, session);
    let orderId: number;
    let code: string;
    try {
      expect(
        (await api.post('/api/basket/items', { data: { kind: 'course', id: course.id } })).status(),
      ).toBe(200);
      const checkout = await api.post('/api/checkout', { data: { access_consent: true } });
      expect(checkout.status()).toBe(201);
      orderId = (await checkout.json()).data.id;
      expect((await api.post(`/api/payments/test/orders/${orderId}/pay`, { data: TEST_CARD })).status()).toBe(
        200,
      );
      const done = await api.post(`/api/learn/${course.slug}/lessons/${lesson.id}/complete`, { data: {} });
      expect(done.status()).toBe(200);
      code = (await done.json()).data.certificate.code;
    } finally {
      await api.dispose();
    }

    // The admin refunds the whole order, giving a reason.
    await page.goto(adminPath(`orders/${orderId}/show`));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('the enrolment this order granted is revoked');
    await expect(dialog).toContainText('A partial refund keeps the courses.');
    await expect(dialog.getByLabel('Amount to refund (£)')).toHaveValue('30.00');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByText('Give the reason for this refund.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The student asked within 14 days');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(adminConsole.toast(page)).toContainText(`Order #${orderId} refunded. 1 enrolment revoked.`);
    await expect(main.getByRole('table', { name: 'Refunds' })).toContainText(
      'The student asked within 14 days',
    );
    await expect(main.getByRole('table', { name: 'Status history' })).toContainText('Refunded £30.00');

    // The student sees the refund on the receipt; anyone sees the certificate is revoked, and when.
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    const studentContext = await browser.newContext({ storageState: session });
    try {
      const studentPage = await studentContext.newPage();
      await studentPage.goto(`/dashboard/orders/${orderId}`);
      const refundLine = studentPage.getByRole('row', { name: `Refunded on ${today} −£30.00` });
      await expect(refundLine).toBeVisible();
      await expect(studentPage.getByText('Refunded', { exact: true })).toBeVisible();

      await studentPage.goto(`/certificates/${code}`);
      await expect(studentPage.getByRole('heading', { name: 'Certificate revoked' })).toBeVisible();
      await expect(
        studentPage.getByText(`This certificate was revoked on ${today} and is no longer valid.`),
      ).toBeVisible();
    } finally {
      await studentContext.close();
    }
  });
});
