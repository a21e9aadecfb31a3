import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { amira, uniqueTag } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { settled, site } from '../support/site';

/** The `from` the login page will send the visitor back to (react-router keeps it in history.state.usr). */
const returnPath = (page: Page) =>
  page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from ?? null);

const results = (page: Page) => page.getByRole('heading', { level: 2 }).getByRole('link');

test.describe('The catalogue', () => {
  test('a visitor searches, filters and sorts, and the address holds the whole search', async ({ page }) => {
    await page.goto('/');
    await site.nav(page).getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page).toHaveURL('/courses');
    await expect(site.heading(page)).toHaveText('Courses');
    await settled(page);

    await page.getByRole('searchbox', { name: 'Search courses' }).fill('anxiety');
    await page.getByRole('searchbox', { name: 'Search courses' }).press('Enter');
    await expect(page).toHaveURL('/courses?q=anxiety');
    await expect(results(page).getByText('Understanding Anxiety', { exact: true })).toBeVisible();

    await page.getByLabel('Level').selectOption({ label: 'Beginner' });
    await expect(page).toHaveURL(/\/courses\?q=anxiety&level=\d+$/);
    await page.getByLabel('Price').selectOption({ label: 'Paid' });
    await page.getByLabel('Sort by').selectOption({ label: 'Highest rated' });
    await expect(page).toHaveURL(/\/courses\?q=anxiety&level=\d+&price=paid&sort=rating$/);
    await settled(page);
    const found = await results(page).allTextContents();
    expect(found).toContain('Understanding Anxiety');

    // The same address, opened afresh, shows the same search.
    await page.reload();
    await settled(page);
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('anxiety');
    await expect(page.getByLabel('Price')).toHaveValue('paid');
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
    expect(await results(page).allTextContents()).toEqual(found);

    // Nothing found says so, with a way back to every course.
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(`no such course ${uniqueTag()}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No courses match your search.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL('/courses');
    await expect(results(page).first()).toBeVisible();
    await expectAccessible(page, 'the catalogue');
  });

  test('each card shows its level, duration, instructor, rating and price in GBP', async ({ page }) => {
    await page.goto('/courses?q=Foundations');
    const card = page.getByRole('article').filter({ hasText: 'Foundations of Mental Health Awareness' });
    await expect(card).toContainText('Beginner');
    await expect(card).toContainText('6 hours');
    await expect(card).toContainText('Helen Marsh');
    await expect(card).toContainText(/Rated \d(\.\d)? out of 5 from \d+ reviews/);
    await expect(card).toContainText('Sale price £39.99 was £49.99');
  });

  test('a visitor opens a course: description, syllabus, instructor, certificates, reviews and a preview lesson', async ({
    page,
  }) => {
    await page.goto('/courses?q=Understanding%20Anxiety');
    await results(page).getByText('Understanding Anxiety', { exact: true }).click();
    await expect(page).toHaveURL('/courses/understanding-anxiety');
    await expect(site.heading(page)).toHaveText('Understanding Anxiety');
    await expect(page.getByText('Level: Beginner')).toBeVisible();
    await expect(page.getByText('Duration: 5 hours')).toBeVisible();

    const about = page.getByRole('region', { name: 'About this course' });
    await expect(about.getByText('Grounding techniques')).toBeVisible();

    const syllabus = page.getByRole('region', { name: 'Syllabus' });
    await expect(syllabus.getByText('What anxiety is')).toBeVisible();
    await expect(syllabus.getByText('When anxiety becomes a problem')).toBeVisible();

    const instructor = page.getByRole('region', { name: 'Your instructor' });
    await expect(instructor).toContainText('Daniel Okafor');
    await expect(instructor.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.example.com/in/daniel-okafor',
    );

    const certificates = page.getByRole('region', { name: 'Certificates' });
    await expect(
      certificates.getByRole('button', { name: /^Add Level .+ to basket \(/ }).first(),
    ).toBeVisible();

    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText(/Rated \d(\.\d)? out of 5 from \d+ reviews/);
    await expect(reviews).toContainText('The grounding techniques are simple and they work for me.');

    await expect(page.getByRole('complementary', { name: 'Buy this course' })).toContainText('£34.99');
    await expect(page.getByRole('button', { name: 'Add to basket' }).first()).toBeVisible();
    await expectAccessible(page, 'a course page');

    await syllabus.getByRole('link', { name: 'The purpose of anxiety' }).click();
    await expect(page).toHaveURL(/\/courses\/understanding-anxiety\/preview\/\d+$/);
    await expect(site.heading(page)).toHaveText('The purpose of anxiety');
    await expect(page.getByText('Anxiety is the body’s alarm system.')).toBeVisible();
    await page.getByRole('link', { name: 'See the whole course' }).click();
    await expect(page).toHaveURL('/courses/understanding-anxiety');
  });

  test('a lesson that is not a preview keeps its content', async ({ page }) => {
    const course = await (await page.request.get('/api/catalogue/courses/understanding-anxiety')).json();
    const locked = course.data.syllabus[0].lessons.find((l: { is_preview: number }) => l.is_preview === 0);
    await page.goto(`/courses/understanding-anxiety/preview/${locked.id}`);
    await expect(page.getByRole('alert')).toHaveText('This lesson is open to enrolled students only.');
    await expect(page.getByText('A GP can talk through the options')).toHaveCount(0);
  });

  test('an unknown course shows the not-found page', async ({ page }) => {
    await page.goto('/courses/no-such-course');
    await expect(site.heading(page)).toHaveText('We can’t find that page');
    await page.goto('/bundles/no-such-bundle');
    await expect(site.heading(page)).toHaveText('We can’t find that page');
    await page.goto('/shop/no-such-product');
    await expect(site.heading(page)).toHaveText('We can’t find that page');
  });

  test('the home page’s featured courses link to their course pages', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured courses' });
    await featured.getByRole('link', { name: 'Foundations of Mental Health Awareness' }).click();
    await expect(page).toHaveURL('/courses/foundations-of-mental-health-awareness');
    await expect(site.heading(page)).toHaveText('Foundations of Mental Health Awareness');
  });

  test('a visitor who adds a course to the basket is asked to sign in first', async ({ page }) => {
    const course = await (await page.request.get('/api/catalogue/courses/understanding-anxiety')).json();
    await page.goto('/courses/understanding-anxiety');
    await page
      .getByRole('complementary', { name: 'Buy this course' })
      .getByRole('button', { name: 'Add to basket' })
      .click();
    await expect(page).toHaveURL('/login');
    expect(await returnPath(page)).toBe(`/basket?add=course:${course.data.id}`);
  });

  test('a visitor who enrols in a free course is asked to sign in first', async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const slug = `free-course-${tag}`.toLowerCase();
    const created = await adminApi.create<{ id: number }>('courses', {
      title: `Free course ${tag}`,
      slug,
      course_category_id: 1,
      price: 0,
      status: 'published',
    });
    try {
      await page.goto(`/courses/${slug}`);
      await expect(page.getByRole('complementary', { name: 'Buy this course' })).toContainText('Free');
      await page.getByRole('button', { name: 'Enrol for free' }).click();
      await expect(page).toHaveURL('/login');
      expect(await returnPath(page)).toBe(`/courses/${slug}?enrol=1`);
    } finally {
      await adminApi.remove('courses', created.id);
    }
  });

  test.describe('for an enrolled student', () => {
    test.use({ signedInAs: amira });

    test('a course they own offers Go to course instead of a purchase', async ({ page }) => {
      await page.goto('/courses/understanding-anxiety');
      const buy = page.getByRole('complementary', { name: 'Buy this course' });
      await expect(buy.getByRole('link', { name: 'Go to course' })).toHaveAttribute(
        'href',
        '/learn/understanding-anxiety',
      );
      await expect(buy.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
    });
  });
});

test.describe('Bundles and the shop', () => {
  test('a bundle lists its courses and the saving against buying them one by one', async ({ page }) => {
    await page.goto('/bundles');
    await expect(site.heading(page)).toHaveText('Course bundles');
    await page.getByRole('link', { name: 'Workplace Wellbeing Bundle' }).click();
    await expect(page).toHaveURL('/bundles/workplace-wellbeing-bundle');
    const buy = page.getByRole('complementary', { name: 'Buy this bundle' });
    await expect(buy).toContainText(/Bought one by one: £[\d.,]+\. You save £[\d.,]+\./);
    await expect(buy.getByRole('button', { name: 'Add to basket' })).toBeVisible();
    const inside = page.getByRole('region', { name: 'The courses inside' });
    await expect(inside.getByRole('link', { name: 'Managing Workplace Stress' })).toHaveAttribute(
      'href',
      '/courses/managing-workplace-stress',
    );
  });

  test('a product has its page with Add to basket', async ({ page }) => {
    await page.goto('/shop');
    await expect(site.heading(page)).toHaveText('Shop');
    await page.getByRole('link', { name: 'Daily Reflection Journal' }).click();
    await expect(page).toHaveURL('/shop/daily-reflection-journal');
    await expect(site.heading(page)).toHaveText('Daily Reflection Journal');
    await expect(
      page
        .getByRole('complementary', { name: 'Buy this product' })
        .getByRole('button', { name: 'Add to basket' }),
    ).toBeVisible();
  });
});
