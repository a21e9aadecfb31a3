import { readFile } from 'node:fs/promises';
import { newAccount, uniqueTag } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { pdfText } from '../../support/pdfText';

const QUESTION = {
  question: 'Which number reaches the Samaritans?',
  right: '116 123',
  wrong: ['999 999', '101', '0800'],
};

test.describe('The whole journey', () => {
  test('a new student finds a course, pays for it, completes every lesson, passes the exam and anyone can verify the certificate', async ({
    page,
    adminApi,
    browser,
  }) => {
    const tag = uniqueTag();
    const category = await adminApi.create<{ id: number }>('course_categories', { name: `Journey ${tag}` });
    const course = await adminApi.create<{ id: number; slug: string; title: string }>('courses', {
      title: `Quiet Harbour ${tag}`,
      slug: `quiet-harbour-${tag}`,
      short_description: 'Small steps towards steadier days.',
      course_category_id: category.id,
      price: 40,
      status: 'published',
    });
    for (const n of [1, 2])
      await adminApi.create('lessons', {
        title: `Harbour lesson ${n} ${tag}`,
        course_id: course.id,
        content: `<p>Lesson ${n}: noticing how you feel.</p>`,
        sort_order: n,
      });
    await adminApi.create('exams', {
      title: `Quiet Harbour exam ${tag}`,
      course_id: course.id,
      duration_minutes: 10,
      pass_mark: 100,
      status: 'published',
      questions: [
        {
          question: QUESTION.question,
          options: [QUESTION.right, ...QUESTION.wrong].map((text, i) => ({ id: i + 1, text })),
          right_answer: 1,
          level: 'beginner',
        },
      ],
    });

    // A new student registers and finds the course in the catalogue.
    const account = newAccount('journey');
    await page.goto('/register');
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/courses');
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(course.title);
    await page.getByRole('searchbox', { name: 'Search courses' }).press('Enter');
    await page.getByRole('link', { name: course.title }).click();
    await expect(page).toHaveURL(`/courses/${course.slug}`);
    await page.getByRole('button', { name: 'Add to basket' }).first().click();

    // The basket, a coupon, and the test provider's card.
    await expect(page).toHaveURL('/basket');
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('Coupon WELCOME10 applied.')).toBeVisible();
    await page.getByRole('checkbox', { name: /immediate access/ }).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByText('Test mode — no money moves')).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill(account.name);
    await page.getByRole('button', { name: 'Pay £36.00' }).click();
    await expect(page.getByText('Thank you for your order.')).toBeVisible();
    await page.getByRole('link', { name: 'Start learning' }).click();

    // Every lesson, in the player, where the receipt's Start learning opens the one course bought.
    await expect(page).toHaveURL(`/learn/${course.slug}`);
    for (const n of [1, 2]) {
      await expect(page.getByRole('heading', { level: 1, name: `Harbour lesson ${n} ${tag}` })).toBeVisible();
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await expect(page.getByText('You have completed this lesson.')).toBeVisible();
      if (n === 1) await page.getByRole('link', { name: 'Next lesson' }).click();
    }

    // The exam, then the certificate.
    await page.getByRole('link', { name: 'Start exam' }).click();
    await page.getByRole('button', { name: 'Start exam' }).click();
    await page
      .getByRole('group', { name: QUESTION.question })
      .getByRole('radio', { name: QUESTION.right })
      .check();
    await expect(page.getByText('1 of 1 answered, all saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit exam' }).click();
    await expect(page.getByRole('heading', { name: 'You passed' })).toBeVisible();
    await expect(page.getByText('1 of 1, 100%')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download certificate' }).click(),
    ]);
    const text = await pdfText(await readFile((await download.path()) ?? ''));
    expect(text).toContain(account.name);

    const href = await page.getByRole('link', { name: /^View certificate MW-/ }).getAttribute('href');
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(href ?? '');
    await expect(visitorPage.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    // The certificate's facts; the signed credential's checks below name the learner too.
    const facts = visitorPage.getByRole('main').locator('dl');
    await expect(facts.getByText(account.name)).toBeVisible();
    await expect(facts.getByText(course.title)).toBeVisible();
    await visitor.close();

    // Their course list marks the course completed, links to the same certificate and gives its PDF.
    await page.goto('/dashboard/courses');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: course.title }) });
    await expect(card).toContainText('Completed');
    await expect(card.getByRole('link', { name: 'Your certificate' })).toHaveAttribute('href', href ?? '');
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download certificate' }).click(),
    ]);
    expect(await pdfText(await readFile((await again.path()) ?? ''))).toContain(account.name);

    // And so does the course's syllabus in the player.
    await page.goto(`/learn/${course.slug}`);
    const syllabus = page.getByRole('navigation', { name: 'Course syllabus' });
    await expect(syllabus.getByRole('link', { name: 'Your certificate' })).toHaveAttribute(
      'href',
      href ?? '',
    );
    await expect(syllabus.getByRole('button', { name: 'Download certificate' })).toBeVisible();
  });
});
