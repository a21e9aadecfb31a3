import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';

interface CatalogueCourse {
  id: number;
  slug: string;
  title: string;
  price: number;
}

/** A published demo course that costs something and that this student does not own yet. */
async function paidCourse(
  request: APIRequestContext,
  skip: readonly number[] = [],
): Promise<CatalogueCourse> {
  const courses = (await (await request.get('/api/courses', { params: { page: '1' } })).json())
    .data as CatalogueCourse[];
  const course = courses.find((c) => c.price > 0 && !skip.includes(c.id));
  if (!course) throw new Error('The demo catalogue has no paid course');
  return course;
}

const consent = (page: Page) => page.getByRole('checkbox', { name: /immediate access/ });

/** Puts the course in the basket, consents, checks out and pays with the test card; answers the order's page. */
async function buy(page: Page, course: CatalogueCourse) {
  await page.goto(`/basket?add=course:${course.id}`);
  await expect(
    page.getByRole('status').filter({ hasText: `${course.title} is in your basket.` }),
  ).toBeVisible();
  await consent(page).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Student');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
  await expect(page.getByText('Thank you for your order.')).toBeVisible();
}

test.describe('The buyer’s right to cancel', () => {
  test('checkout asks for consent to immediate access, beside the Terms and the Refund policy, before the card', async ({
    page,
    newStudent: _student,
  }) => {
    const course = await paidCourse(page.request);
    await page.goto(`/basket?add=course:${course.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'is in your basket.' })).toBeVisible();
    await expect(consent(page)).not.toBeChecked();
    const side = page.locator('.consent');
    await expect(side.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(side.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');

    await page.getByRole('button', { name: 'Checkout' }).click();
    const problem =
      'Tick the box to agree to immediate access and to losing your right to cancel once you start.';
    await expect(page.getByRole('alert').filter({ hasText: problem })).toBeVisible();
    await expect(consent(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/basket');
    await expectAccessible(page, 'the basket refusing a checkout without consent');

    await consent(page).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);
    await expect(page.getByLabel('Card number')).toBeVisible();

    await page.goto('/refund-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund policy');
    await expect(page.getByRole('main')).toContainText('What counts as starting');
  });

  test('a student who has not started cancels within 14 days, confirms, and is refunded at once', async ({
    page,
    newStudent: _student,
  }) => {
    const course = await paidCourse(page.request);
    await buy(page, course);
    const section = page.getByRole('region', { name: 'Your right to cancel' });
    await expect(section).toContainText('You can cancel this order and be refunded in full until');
    await expectAccessible(page, 'the receipt offering Cancel and refund');

    await section.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(section).toContainText(/Cancel order #\d+ and refund £\d+\.\d\d to your card\?/);
    await section.getByRole('button', { name: 'Keep my order' }).click();
    await expect(section.getByRole('button', { name: 'Yes, cancel and refund' })).toHaveCount(0);

    await section.getByRole('button', { name: 'Cancel and refund' }).click();
    await section.getByRole('button', { name: 'Yes, cancel and refund' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your order is cancelled and your payment refunded' }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Refunded on');
    await expect(section).toContainText('You cancelled this order on');
    await expect(section.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);

    const mine = (await (await page.request.get('/api/my/courses')).json()).data as { id: number }[];
    expect(mine.map((c) => c.id)).not.toContain(course.id);
  });

  test('once a lesson is opened the button is gone and the order says why', async ({
    page,
    newStudent: _student,
  }) => {
    const course = await paidCourse(page.request);
    await buy(page, course);
    const orderPage = page.url();
    const outline = (await (await page.request.get(`/api/learn/${course.slug}`)).json()).data as {
      topics: { lessons: { id: number; is_preview: boolean }[] }[];
    };
    const lesson = outline.topics.flatMap((t) => t.lessons).find((l) => !l.is_preview)!;
    await page.goto(`/learn/${course.slug}/${lesson.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(orderPage);
    const section = page.getByRole('region', { name: 'Your right to cancel' });
    await expect(section).toContainText(
      `You have started ${course.title}, so the right to cancel this order has ended.`,
    );
    await expect(page.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
  });
});
