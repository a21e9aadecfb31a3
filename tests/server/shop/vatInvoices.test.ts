/**
 * UK VAT: the basket, payment page and receipt show the VAT the total holds; every paid order
 * gets a numbered VAT invoice (PDF, downloadable by its buyer or an admin, attached to the
 * receipt mail), frozen as issued; a refund gets a credit note referring to it; a seller not
 * registered for VAT shows no VAT and says so; numbers stay unique and gapless when payments
 * arrive at once. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loose } from '../../../server/db/schema';
import { mailsTo, waitForMail } from '../../fixtures/outbox';
import { pdfText } from '../../support/pdfText';
import { makeRecord } from '../helpers/records';
import { type TestClient, type TestServer, startTestServer } from '../helpers/testServer';
import { PAY_OK, add, basketOf, checkoutAndPay, makeCoupon, makeShop } from './shopFixtures';

let server: TestServer;
let admin: TestClient;
let shop: Awaited<ReturnType<typeof makeShop>>;

const REGISTERED = {
  vat_registered: 1,
  vat_number: 'GB123456789',
  vat_rate: 20,
  legal_name: 'MindWell Academy Ltd',
  address: '1 High Street\nLondon\nEC1A 1BB',
};

const setVat = (values: Record<string, unknown>) =>
  loose(server.db).updateTable('vat_settings').set(values).execute();

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAsAdmin();
  shop = await makeShop(server.db);
  await makeCoupon(server.db, { code: 'TENOFF', amount: 10 });
  await setVat(REGISTERED);
});
afterAll(() => server.close());

/** A signed-in student with a name of their own, and their e-mail address. */
async function student(name: string) {
  const tab = await server.signInAsStudent();
  await loose(server.db).updateTable('users').set({ name }).where('id', '=', tab.userId).execute();
  const { email } = await loose(server.db)
    .selectFrom('users')
    .select('email')
    .where('id', '=', tab.userId)
    .executeTakeFirstOrThrow();
  return Object.assign(tab, { email: String(email) });
}

interface ReceiptBody {
  vat: { rate_percent: number; included_pence: number } | null;
  invoice: { number: string; url: string } | null;
  credit_notes: { number: string; amount_pence: number; url: string }[];
}

const receiptOf = async (tab: TestClient, orderId: number) =>
  (await tab.get(`/api/my/orders/${orderId}`)).json<{ data: ReceiptBody }>().data;

async function pdfOf(tab: TestClient, url: string) {
  const response = await tab.get(url);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return pdfText(response.rawPayload);
}

describe('a VAT-registered shop', () => {
  it('shows the VAT the total holds in the basket and on the payment page', async () => {
    const tab = await student('Vera Basket');
    await add(tab, 'course', shop.paid); // £30.00
    await add(tab, 'course', shop.second); // £25.00
    const basket = basketOf(await tab.get('/api/basket')) as unknown as { total_pence: number; vat: unknown };
    // £55.00 holds £9.166…: £9.17.
    expect(basket).toMatchObject({ total_pence: 5500, vat: { rate_percent: 20, included_pence: 917 } });
    const order = (await tab.post('/api/checkout', { access_consent: true })).json<{ data: { id: number } }>()
      .data.id;
    const payment = (await tab.get(`/api/orders/${order}/payment`)).json().data;
    expect(payment).toMatchObject({ total_pence: 5500, vat: { rate_percent: 20, included_pence: 917 } });
  });

  it('issues a VAT invoice with every paid order: on the receipt, as a PDF, and attached to the mail', async () => {
    const tab = await student('Ada Lovelace');
    await add(tab, 'course', shop.paid);
    await add(tab, 'course', shop.second);
    await tab.post('/api/basket/coupon', { code: 'TENOFF' });
    const { orderId } = await checkoutAndPay(tab);
    const receipt = await receiptOf(tab, orderId);
    // £55.00 less 10% (£5.50) is £49.50, which holds £8.25 of VAT.
    expect(receipt.vat).toEqual({ rate_percent: 20, included_pence: 825 });
    expect(receipt.invoice?.number).toMatch(/^INV-\d{6}$/);
    expect(receipt.credit_notes).toEqual([]);

    const text = await pdfOf(tab, receipt.invoice!.url);
    for (const seen of [
      'VAT invoice',
      `Invoice number: ${receipt.invoice!.number}`,
      'Date and time of supply:',
      `Order number: #${orderId}`,
      'MindWell Academy Ltd 1 High Street London EC1A 1BB VAT number: GB123456789',
      'Ada Lovelace',
      'Price excl. VAT VAT rate VAT Price incl. VAT',
      // Each line: its price excluding VAT, the rate, the VAT, its price including it.
      'Calm Foundations £25.00 20% £5.00 £30.00',
      'Sleep Well £20.83 20% £4.17 £25.00',
      'Discount (TENOFF) -£4.58 20% -£0.92 -£5.50',
      'Total excluding VAT £41.25',
      'VAT at 20% £8.25',
      'Total including VAT £49.50',
    ])
      expect(text).toContain(seen);

    const mail = await waitForMail(server.dataDir, tab.email, `Your receipt for order #${orderId}`);
    expect(mail.text).toContain('VAT (20%) included: £8.25');
    expect(mail.text).toContain(`Your invoice ${receipt.invoice!.number} is attached.`);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`invoice-${receipt.invoice!.number}.pdf`, 'application/pdf'],
    ]);
    expect(await pdfText(mail.attachments[0].content)).toContain(
      `Invoice number: ${receipt.invoice!.number}`,
    );
  });

  it('names the buyer’s address on the invoice when the order is posted', async () => {
    await makeRecord(
      server.db,
      'delivery_options',
      {},
      { title: 'Royal Mail', price: 3.5, delivery_time: '2 to 3 working days', active: 1 },
    );
    const deck = await makeRecord(
      server.db,
      'products',
      {},
      { title: 'Calm Cards', regular_price: 15, posted: 1 },
    );
    const tab = await student('Grace Hopper');
    await add(tab, 'product', deck);
    const checkout = await tab.post('/api/checkout', {
      access_consent: true,
      delivery_address: {
        name: 'Grace Hopper',
        line1: '2 Mill Lane',
        line2: '',
        town: 'Leeds',
        postcode: 'ls1 4ap',
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const orderId = checkout.json<{ data: { id: number } }>().data.id;
    expect((await tab.post(`/api/payments/test/orders/${orderId}/pay`, PAY_OK)).statusCode).toBe(200);
    const text = await pdfOf(tab, (await receiptOf(tab, orderId)).invoice!.url);
    expect(text).toContain('Bill to Grace Hopper 2 Mill Lane Leeds LS1 4AP');
    expect(text).toContain('Calm Cards £12.50 20% £2.50 £15.00');
    expect(text).toContain('Delivery: Royal Mail (2 to 3 working days) £2.92 20% £0.58 £3.50');
  });

  it('keeps an invoice as issued when the VAT and invoices page changes later', async () => {
    const tab = await student('Mary Somerville');
    await add(tab, 'course', shop.second);
    const { orderId } = await checkoutAndPay(tab);
    const { invoice } = await receiptOf(tab, orderId);
    await setVat({ vat_number: 'GB999999973', legal_name: 'Renamed Ltd', vat_rate: 5 });
    try {
      const text = await pdfOf(tab, invoice!.url);
      expect(text).toContain('VAT number: GB123456789');
      expect(text).toContain('MindWell Academy Ltd');
      expect(text).not.toContain('GB999999973');
      expect(text).toContain('VAT at 20% £4.17');
      expect((await receiptOf(tab, orderId)).vat).toEqual({ rate_percent: 20, included_pence: 417 });
    } finally {
      await setVat(REGISTERED);
    }
  });

  it('lets only the buyer or an admin download an invoice', async () => {
    const tab = await student('Owner Student');
    await add(tab, 'course', shop.second);
    const { orderId } = await checkoutAndPay(tab);
    const url = (await receiptOf(tab, orderId)).invoice!.url;
    const other = await student('Someone Else');
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await server.client().get(url)).statusCode).toBe(401);
    expect(await pdfOf(admin, url)).toContain('Owner Student');
    // The console's order page links it too.
    const details = (await admin.get(`/api/admin/orders/${orderId}`)).json<{ data: ReceiptBody }>().data;
    expect(details.invoice?.url).toBe(url);
    expect((await tab.get(`/api/orders/${orderId}/credit-notes/CN-000001`)).statusCode).toBe(404);
  });

  it('issues a credit note for each refund, referring to the invoice, whose VAT adds up to the invoice’s', async () => {
    const tab = await student('Refunded Student');
    await add(tab, 'course', shop.paid); // £30.00: £5.00 of VAT
    const { orderId } = await checkoutAndPay(tab);
    const { invoice } = await receiptOf(tab, orderId);
    const partial = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      amount: 10.01,
      reason: 'Late access',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const rest = await admin.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Changed their mind' });
    expect(rest.statusCode, rest.body).toBe(200);

    const receipt = await receiptOf(tab, orderId);
    expect(receipt.credit_notes.map((note) => note.amount_pence)).toEqual([1001, 1999]);
    const [first, second] = receipt.credit_notes;
    expect(first.number).toMatch(/^CN-\d{6}$/);
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);

    const one = await pdfOf(tab, first.url);
    for (const seen of [
      'Credit note',
      `Credit note number: ${first.number}`,
      `Refers to invoice number: ${invoice!.number}`,
      'VAT number: GB123456789',
      'Refunded Student',
      // £10.01 holds £1.668…: £1.67.
      `Refund of order #${orderId}, invoice ${invoice!.number} £8.34 20% £1.67 £10.01`,
      'Total credited including VAT £10.01',
      'Reason: Late access',
    ])
      expect(one).toContain(seen);
    // The rest: £5.00 of the invoice less the £1.67 credited, so the two give back its VAT exactly.
    expect(await pdfOf(tab, second.url)).toContain('VAT at 20% £3.33');

    // The subject holds a pound sign, so it is encoded: the mail is found by its text.
    const mail = (await mailsTo(server.dataDir, tab.email)).find((sent) =>
      sent.text.includes(`We have refunded £19.99 of your order #${orderId}`),
    )!;
    expect(mail.text).toContain(`Your credit note ${second.number} is attached.`);
    expect(mail.attachments.map((file) => file.filename)).toEqual([`credit-note-${second.number}.pdf`]);
    expect((await server.client().get(first.url)).statusCode).toBe(401);
  });
});

describe('a buyer who cancels', () => {
  it('gets a credit note for the whole order, referring to its invoice', async () => {
    const tab = await student('Cancelling Buyer');
    await add(tab, 'course', shop.second); // £25.00: £4.17 of VAT
    const { orderId } = await checkoutAndPay(tab);
    const { invoice } = await receiptOf(tab, orderId);
    const cancelled = await tab.post(`/api/my/orders/${orderId}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [note] = (await receiptOf(tab, orderId)).credit_notes;
    expect(note.amount_pence).toBe(2500);
    const text = await pdfOf(tab, note.url);
    expect(text).toContain(`Refers to invoice number: ${invoice!.number}`);
    expect(text).toContain('VAT at 20% £4.17');
  });
});

describe('a shop not registered for VAT', () => {
  beforeAll(() => setVat({ vat_registered: 0, vat_number: null }));
  afterAll(() => setVat(REGISTERED));

  it('shows no VAT anywhere, and its numbered invoice says no VAT is charged', async () => {
    const tab = await student('Plain Buyer');
    await add(tab, 'course', shop.second);
    expect(basketOf(await tab.get('/api/basket'))).toMatchObject({ total_pence: 2500, vat: null });
    const { orderId } = await checkoutAndPay(tab);
    const receipt = await receiptOf(tab, orderId);
    expect(receipt.vat).toBeNull();
    expect(receipt.invoice?.number).toMatch(/^INV-\d{6}$/);
    const text = await pdfOf(tab, receipt.invoice!.url);
    expect(text).toContain(`Invoice number: ${receipt.invoice!.number}`);
    expect(text).toContain(
      'MindWell Academy Ltd is not registered for VAT: no VAT is charged on this invoice.',
    );
    expect(text).toContain('Sleep Well £25.00');
    expect(text).toContain('Total £25.00');
    expect(text).not.toMatch(/VAT number|VAT at|excl\. VAT/);
    const mail = await waitForMail(server.dataDir, tab.email, `Your receipt for order #${orderId}`);
    expect(mail.text).not.toContain('VAT (');
  });
});

const orderStatuses = async (ids: number[]) =>
  (await loose(server.db).selectFrom('orders').select('status').where('id', 'in', ids).execute()).map((row) =>
    String(row.status),
  );

describe('invoice and credit note numbers', () => {
  it('of invoices are unique and leave no gap when payments arrive at once', async () => {
    const tabs = await Promise.all(Array.from({ length: 6 }, (_, i) => student(`Parallel ${i + 1}`)));
    const orders: number[] = [];
    for (const tab of tabs) {
      await add(tab, 'course', shop.second);
      orders.push(
        (await tab.post('/api/checkout', { access_consent: true })).json<{ data: { id: number } }>().data.id,
      );
    }
    const before = await loose(server.db)
      .selectFrom('vat_document_counters')
      .select('last')
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    // Each order paid twice at once as well: a repeated payment issues no second invoice.
    const paid = await Promise.all(
      [...tabs, ...tabs].map((tab, i) => tab.post(`/api/payments/test/orders/${orders[i % 6]}/pay`, PAY_OK)),
    );
    // The second of a pair answers that the order is paid (or, when they met, paid as well).
    expect(
      paid.map((response) => response.statusCode).filter((status) => ![200, 409].includes(status)),
    ).toEqual([]);
    expect(await orderStatuses(orders)).toEqual(orders.map(() => 'paid'));
    const numbers = await loose(server.db)
      .selectFrom('vat_documents')
      .select(['seq', 'order_id'])
      .where('kind', '=', 'invoice')
      .where('order_id', 'in', orders)
      .orderBy('seq')
      .execute();
    expect(numbers.map((row) => Number(row.seq))).toEqual(
      Array.from({ length: 6 }, (_, i) => Number(before.last) + i + 1),
    );
    expect(new Set(numbers.map((row) => Number(row.order_id))).size).toBe(6);
  });

  it('of credit notes are unique and leave no gap when refunds are made at once', async () => {
    const bought = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const tab = await student(`Refund ${i + 1}`);
        await add(tab, 'course', shop.paid);
        return (await checkoutAndPay(tab)).orderId;
      }),
    );
    const before = await loose(server.db)
      .selectFrom('vat_document_counters')
      .select('last')
      .where('kind', '=', 'credit_note')
      .executeTakeFirstOrThrow();
    // Two partial refunds of each order, all at once.
    const refunds = await Promise.all(
      [...bought, ...bought].map((id) =>
        admin.post(`/api/admin/orders/${id}/refund`, { amount: 5, reason: 'Goodwill' }),
      ),
    );
    expect(refunds.map((response) => response.statusCode)).toEqual(refunds.map(() => 200));
    const notes = await loose(server.db)
      .selectFrom('vat_documents')
      .select(['seq', 'order_id', 'content'])
      .where('kind', '=', 'credit_note')
      .where('order_id', 'in', bought)
      .orderBy('seq')
      .execute();
    expect(notes.map((row) => Number(row.seq))).toEqual(
      Array.from({ length: 8 }, (_, i) => Number(before.last) + i + 1),
    );
    // Each order's two credit notes: £5.00 each, £0.83 then £0.84 of VAT (£10.00 holds £1.67).
    for (const id of bought) {
      const vat = notes
        .filter((row) => Number(row.order_id) === id)
        .map((row) => (JSON.parse(String(row.content)) as { totals: { vat: number } }).totals.vat);
      expect(vat).toEqual([83, 84]);
    }
  });
});
