import type { Page } from '@playwright/test';
import { type Account, uniqueTag } from '../support/accounts';
import type { AdminApi } from '../support/api';
import { expect, test } from '../support/fixtures';

// Dates read the same wherever the suite runs.
test.use({ timezoneId: 'Europe/London' });

/** A published course, made through the console's API, with the new student enrolled in it. */
async function enrolledCourse(adminApi: AdminApi, student: Account, tag: string) {
  const category = await adminApi.create<{ id: number }>('course_categories', { name: `Paced ${tag}` });
  const course = await adminApi.create<{ id: number; slug: string; title: string }>('courses', {
    title: `Paced Steps ${tag}`,
    slug: `paced-steps-${tag}`,
    course_category_id: category.id,
    price: 20,
    status: 'published',
  });
  const [user] = await adminApi.list<{ id: number }>('users', { q: student.email });
  await adminApi.create('enrolments', { user_id: user!.id, course_id: course.id });
  return course;
}

const syllabus = (page: Page) => page.getByRole('navigation', { name: 'Course syllabus' });

test.describe('Pacing a course', () => {
  test('a locked topic shows the date it opens, in the syllabus and on its lesson’s page', async ({
    page,
    adminApi,
    newStudent,
  }) => {
    const tag = uniqueTag();
    const course = await enrolledCourse(adminApi, newStudent, tag);
    const week1 = await adminApi.create<{ id: number }>('topics', {
      title: `Week 1 ${tag}`,
      course_id: course.id,
      sort_order: 1,
    });
    const week2 = await adminApi.create<{ id: number }>('topics', {
      title: `Week 2 ${tag}`,
      course_id: course.id,
      sort_order: 2,
      opens_on: '2099-07-01',
    });
    await adminApi.create('lessons', {
      title: `Arriving ${tag}`,
      course_id: course.id,
      topic_id: week1.id,
      sort_order: 1,
      content: '<p>Welcome in.</p>',
    });
    const locked = await adminApi.create<{ id: number }>('lessons', {
      title: `Going further ${tag}`,
      course_id: course.id,
      topic_id: week2.id,
      sort_order: 2,
      content: '<p>Not yet.</p>',
    });

    await page.goto(`/learn/${course.slug}/${locked.id}`);
    await expect(syllabus(page).getByText('Opens 1 July 2099 at 00:00', { exact: true })).toBeVisible();
    await expect(
      syllabus(page).getByRole('link', { name: `Going further ${tag} (opens 1 July 2099 at 00:00)` }),
    ).toBeVisible();
    await expect(page.getByText('This lesson opens on 1 July 2099 at 00:00.')).toBeVisible();
    await expect(page.getByText('Not yet.')).toHaveCount(0);
  });

  test('a student with 50% extra time gets a deadline 50% later', async ({ page, adminApi, newStudent }) => {
    const tag = uniqueTag();
    const course = await enrolledCourse(adminApi, newStudent, tag);
    await adminApi.create('exams', {
      title: `Paced exam ${tag}`,
      course_id: course.id,
      duration_minutes: 20,
      pass_mark: 50,
      status: 'published',
      questions: [
        {
          question: 'Which breath helps calm the body?',
          options: [
            { id: 1, text: 'A slow breath out' },
            { id: 2, text: 'Holding it in' },
          ],
          right_answer: 1,
          level: 'beginner',
        },
      ],
    });
    // A course with no lessons has nothing to finish first, so the exam opens only with a lesson done.
    const lesson = await adminApi.create<{ id: number }>('lessons', {
      title: `Only ${tag}`,
      course_id: course.id,
    });
    await page.goto(`/learn/${course.slug}/${lesson.id}`);
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByText('You have completed this lesson.')).toBeVisible();

    await page.goto('/dashboard/profile');
    const section = page.getByRole('region', { name: 'Accommodations' });
    await section.getByRole('radio', { name: '50%' }).check();
    await section.getByRole('button', { name: 'Save accommodations' }).click();
    await expect(section.getByRole('status')).toHaveText(/Your accommodations are saved/);

    await page.goto(`/learn/${course.slug}/exam`);
    await expect(page.getByText('30 minutes: 20 with your 50% extra time')).toBeVisible();
    await page.getByRole('button', { name: 'Start exam' }).click();
    await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
    const state = (await (await page.request.get(`/api/learn/${course.slug}/exam`)).json()) as {
      open: { started_at: string; deadline_at: string };
    };
    expect(Date.parse(state.open.deadline_at) - Date.parse(state.open.started_at)).toBe(30 * 60_000);
  });
});
