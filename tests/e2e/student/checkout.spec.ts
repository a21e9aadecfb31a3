import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { newAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { settled, site } from '../support/site';

interface CatalogueCourse {
  id: number;
  slug: string;
  title: string;
  price: number;
  sale_price: number | null;
}

/** A published demo course that costs something, other than the ones to leave alone. */
async function paidCourse(
  request: APIRequestContext,
  skip: readonly number[] = [],
): Promise<CatalogueCourse> {
  const answer = await request.get('/api/courses', { params: { page: '1' } });
  const courses = (await answer.json()).data as CatalogueCourse[];
  const course = courses.find((c) => c.price > 0 && !skip.includes(c.id));
  if (!course) throw new Error('The demo catalogue has no paid course');
  return course;
}

async function payWith(page: Page, card: string) {
  await expect(page.getByText('Test mode — no money moves')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Student');
  await page.getByRole('button', { name: /^Pay £\d+\.\d{2}$/ }).click();
}

test.describe('Buying a course', () => {
  test('a new student adds a course from a link, registers, applies a coupon, pays and starts learning', async ({
    page,
  }) => {
    const course = await paidCourse(page.request);
    const account = newAccount('buyer');
    // A visitor's "Add to basket" link: sent to sign in, then back to exactly that address.
    await page.goto(`/basket?add=course:${course.id}`);
    await expect(page).toHaveURL('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL('/basket');
    await expect(
      page.getByRole('status').filter({ hasText: `${course.title} is in your basket.` }),
    ).toBeVisible();
    await expect(site.nav(page).getByRole('link', { name: 'Basket (1)' })).toBeVisible();
    const unit =
      course.sale_price !== null && course.sale_price < course.price ? course.sale_price : course.price;
    const total = Math.round(unit * 100 * 0.9) / 100;
    const gbp = (n: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(n);

    await expectAccessible(page, '/basket');
    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('Coupon WELCOME10 applied.')).toBeVisible();
    await expect(page.locator('.totals__total')).toContainText(gbp(total));

    await page.getByRole('checkbox', { name: /immediate access/ }).check();

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);
    await expect(page.getByRole('button', { name: `Pay ${gbp(total)}` })).toBeVisible();
    await expectAccessible(page, 'the payment page');
    await payWith(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
    await expect(page.getByText('Thank you for your order.')).toBeVisible();
    const receipt = page.getByRole('article');
    await expect(receipt).toContainText(course.title);
    await expect(receipt).toContainText('Discount (WELCOME10)');
    await expect(receipt).toContainText(gbp(total));
    await expect(receipt).toContainText(/pi_test_[0-9a-f]+/);
    await expect(site.nav(page).getByRole('link', { name: 'Basket (0)' })).toBeVisible();
    await expectAccessible(page, 'the receipt');
    // The receipt prints without the site's bar and footer.
    await page.emulateMedia({ media: 'print' });
    await expect(site.nav(page)).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // One course bought: Start learning opens it.
    await page.getByRole('link', { name: 'Start learning' }).click();
    await expect(page).toHaveURL(`/learn/${course.slug}`);
    await settled(page);
    await expect(page.getByRole('main')).toContainText(course.title);

    await page.goto('/dashboard/orders');
    await expect(page.getByRole('main')).toContainText('Paid');
  });

  test('a declined card leaves no enrolment, and the student can try again', async ({ page, newStudent }) => {
    expect(newStudent.email).toContain('@');
    const course = await paidCourse(page.request);
    await page.goto(`/basket?add=course:${course.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'is in your basket.' })).toBeVisible();
    await page.getByRole('checkbox', { name: /immediate access/ }).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);

    const enrolled = await page.request.get('/api/my/courses');
    expect((await enrolled.json()).data).toEqual([]);

    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('This card number is not valid.')).toBeVisible();

    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
    await expect(page.getByText('Thank you for your order.')).toBeVisible();
    const after = await page.request.get('/api/my/courses');
    expect((await after.json()).data.map((c: { id: number }) => c.id)).toEqual([course.id]);
  });
});
