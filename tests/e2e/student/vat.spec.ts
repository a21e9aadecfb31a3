import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { pdfText } from '../../support/pdfText';

const gbp = (pounds: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pounds);

/** The VAT in a price including it at 20%, as the shop works it out: the nearest penny, a half up. */
const vatAt20 = (pence: number) => Math.floor((2 * pence * 2000 + 12_000) / 24_000);

test.describe('VAT in a registered shop', () => {
  test.beforeAll(async ({ adminApi }) => {
    const [record] = await adminApi.list<{ id: number }>('vat_settings');
    await adminApi.post('vat-settings/update', {
      id: record.id,
      vat_registered: true,
      vat_number: 'GB123456789',
    });
  });
  test.afterAll(async ({ adminApi }) => {
    const [record] = await adminApi.list<{ id: number }>('vat_settings');
    await adminApi.post('vat-settings/update', { id: record.id, vat_registered: false, vat_number: '' });
  });

  test('the basket, payment page and receipt show the VAT in the total, and the receipt downloads the VAT invoice', async ({
    page,
    newStudent,
    adminApi,
  }) => {
    const courses = (await (await page.request.get('/api/courses', { params: { page: '1' } })).json())
      .data as {
      id: number;
      title: string;
      price: number;
      sale_price: number | null;
    }[];
    const course = courses.find((c) => c.price > 0)!;
    const pounds =
      course.sale_price !== null && course.sale_price < course.price ? course.sale_price : course.price;
    const vat = gbp(vatAt20(Math.round(pounds * 100)) / 100);

    await page.goto(`/basket?add=course:${course.id}`);
    await expect(page.getByText(`${course.title} is in your basket.`)).toBeVisible();
    const totals = page.locator('.totals');
    await expect(totals.getByText('VAT (20%) included')).toBeVisible();
    await expect(totals.locator('.totals__vat dd')).toHaveText(vat);
    await expectAccessible(page, 'the basket with its VAT line');

    await page.getByRole('checkbox', { name: /immediate access/ }).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);
    await expect(page.locator('.totals__vat')).toHaveText(`VAT (20%) included${vat}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill(newStudent.name);
    await page.getByRole('button', { name: `Pay ${gbp(pounds)}` }).click();

    await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
    const receipt = page.getByRole('article');
    await expect(receipt.getByRole('row', { name: `VAT (20%) included ${vat}` })).toBeVisible();
    const link = receipt.getByRole('link', { name: /^Download invoice INV-\d{6} \(PDF\)$/ });
    await expect(link).toBeVisible();
    await expectAccessible(page, 'the receipt with its invoice');
    const number = /INV-\d{6}/.exec((await link.textContent()) ?? '')![0];

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(`Invoice number: ${number}`);
    expect(text).toContain('VAT number: GB123456789');
    expect(text).toContain(newStudent.name);
    expect(text).toContain(`${course.title}`);
    expect(text).toContain(`VAT at 20% ${vat}`);

    // A refund's credit note is downloaded beside the invoice.
    const orderId = Number(/\/dashboard\/orders\/(\d+)$/.exec(page.url())![1]);
    await adminApi.post(`orders/${orderId}/refund`, { amount: 1, reason: 'Goodwill' });
    await page.reload();
    const note = page.getByRole('link', { name: /^Download credit note CN-\d{6} \(PDF\)$/ });
    await expect(note).toBeVisible();
    await expect(page.getByRole('article')).toContainText(`for the refund of ${gbp(1)}`);
    const [credit] = await Promise.all([page.waitForEvent('download'), note.click()]);
    const creditText = await pdfText(await readFile(await credit.path()));
    expect(creditText).toContain(`Refers to invoice number: ${number}`);
  });
});
