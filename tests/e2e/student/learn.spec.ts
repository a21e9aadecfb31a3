import type { Page } from '@playwright/test';
import { amira, tom, uniqueTag } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { settled, site } from '../support/site';

interface SyllabusAnswer {
  data: {
    resume_lesson_id: number;
    progress: { lessons: number; completed: number };
    topics: {
      title: string;
      lessons: { id: number; title: string; is_preview: boolean; completed: boolean }[];
    }[];
  };
}

const CBT = 'cbt-skills-for-everyday-life';
const ANXIETY = 'understanding-anxiety';

/** The course's syllabus as the signed-in student's API answers it. */
async function syllabusOf(page: Page, slug: string) {
  const answer = await page.request.get(`/api/learn/${slug}`);
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as SyllabusAnswer;
  return { ...data, lessons: data.topics.flatMap((topic) => topic.lessons) };
}

const syllabus = (page: Page) => page.getByRole('navigation', { name: 'Course syllabus' });

test.describe('Learning a course', () => {
  // Tom's CBT course: the test moves him on by two lessons, each run on a fresh database.
  test.use({ signedInAs: tom });

  test('a student continues from Enrolled Courses, marks lessons complete and moves to the next', async ({
    page,
  }) => {
    const before = await syllabusOf(page, CBT);
    const resume = before.lessons.find((lesson) => lesson.id === before.resume_lesson_id)!;
    const after = before.lessons[before.lessons.indexOf(resume) + 1]!;

    await page.goto('/dashboard/courses');
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'CBT Skills for Everyday Life' }),
    });
    await expect(card).toContainText(
      `${before.progress.completed} of ${before.progress.lessons} lessons done`,
    );
    await expect(card).toContainText('Last activity');
    await card.getByRole('link', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`/learn/${CBT}/${resume.id}`);
    await expect(site.heading(page)).toHaveText(resume.title);
    await expect(site.heading(page)).toBeFocused();
    const current = syllabus(page).getByRole('link', { name: resume.title });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toContainText('✓');

    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByText('You have completed this lesson.')).toBeVisible();
    await expect(syllabus(page).getByRole('link', { name: `${resume.title} (completed)` })).toContainText(
      '✓',
    );
    const percent = Math.floor(((before.progress.completed + 1) * 100) / before.progress.lessons);
    await expect(
      page.getByRole('progressbar', { name: 'CBT Skills for Everyday Life progress' }),
    ).toHaveAttribute('aria-valuenow', String(percent));

    await page.getByRole('link', { name: 'Next lesson' }).click();
    await expect(page).toHaveURL(`/learn/${CBT}/${after.id}`);
    await expect(site.heading(page)).toHaveText(after.title);
    await expect(site.heading(page)).toBeFocused();
    await expect(syllabus(page).getByRole('link', { name: after.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(syllabus(page).getByRole('link', { name: `${after.title} (completed)` })).toBeVisible();

    await page.getByRole('link', { name: 'Previous lesson' }).click();
    await expect(site.heading(page)).toHaveText(resume.title);
    await expect(page.getByText('You have completed this lesson.')).toBeVisible();

    const stored = await syllabusOf(page, CBT);
    expect(stored.progress.completed).toBe(before.progress.completed + 2);
    await page.goto('/dashboard/courses');
    await expect(card).toContainText(
      `${stored.progress.completed} of ${stored.progress.lessons} lessons done`,
    );
  });

  test('a student writes a note against the lesson’s topic, and finds it under the course in My notes', async ({
    page,
  }) => {
    const { lessons, topics } = await syllabusOf(page, CBT);
    const topic = topics[1]!;
    const text = `Thought record after the bus ride (${uniqueTag()})`;
    await page.goto(`/learn/${CBT}/${topic.lessons[0]!.id}`);
    await expect(site.heading(page)).toHaveText(topic.lessons[0]!.title);
    expect(lessons.length).toBeGreaterThan(1);
    const notes = page.getByRole('region', { name: `Your notes on ${topic.title}` });
    await notes.getByLabel('Your note').fill(text);
    await notes.getByRole('button', { name: 'Save note' }).click();
    await expect(site.toasts(page)).toContainText('Notes added');
    await expect(notes.getByText(text)).toBeVisible();

    await page.goto('/dashboard/notes');
    const group = page.getByRole('region', { name: 'CBT Skills for Everyday Life' });
    await expect(group.getByText(text)).toBeVisible();
    // Leave Tom's notes as they were.
    const saved = group.getByRole('listitem').filter({ hasText: text });
    await saved.getByRole('button', { name: `Delete note: ${topic.title}` }).click();
    await expect(site.toasts(page)).toContainText('Note Deleted');
    await expect(saved).toHaveCount(0);
  });

  test('Need support now? opens the UK crisis lines and closes back to the link', async ({ page }) => {
    const { resume_lesson_id: lessonId } = await syllabusOf(page, CBT);
    await page.goto(`/learn/${CBT}/${lessonId}`);
    await settled(page);
    const link = page.getByRole('link', { name: 'Need support now?' });
    await link.click();
    const panel = page.getByRole('region', { name: 'Support, right now' });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('Samaritans');
    await expect(panel.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    await expect(panel.getByRole('link', { name: 'Text SHOUT to 85258' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Call 111' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Call 999' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(link).toBeFocused();

    await page.goto('/dashboard/courses');
    await page.getByRole('link', { name: 'Need support now?' }).click();
    await expect(page.getByRole('region', { name: 'Support, right now' })).toContainText('116 123');
  });

  test('a student pauses a course, sees it paused on the dashboard, and resumes it', async ({ page }) => {
    const slug = 'mindfulness-practice';
    const { resume_lesson_id: lessonId } = await syllabusOf(page, slug);
    await page.goto(`/learn/${slug}/${lessonId}`);
    await page.getByRole('button', { name: 'Pause course' }).click();
    await expect(page.getByText(/You paused this course on/)).toBeVisible();
    await page.goto('/dashboard/courses');
    const card = page.getByRole('listitem').filter({ hasText: 'Mindfulness' });
    await expect(card.getByText('Paused', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Resume course' }).click();
    await expect(card.getByText('Paused', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Continue' })).toBeVisible();
  });

  test('on a phone the syllabus folds behind a button, and the player passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { resume_lesson_id: lessonId } = await syllabusOf(page, CBT);
    await page.goto(`/learn/${CBT}/${lessonId}`);
    await expect(syllabus(page)).toBeHidden();
    await page.getByRole('button', { name: 'Syllabus' }).click();
    await expect(syllabus(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Course syllabus' })).toBeFocused();
    await expectAccessible(page, 'the course player on a phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page, 'the course player');
  });
});

test.describe('Lessons a student is not enrolled in', () => {
  test.use({ signedInAs: amira });

  test('a student not enrolled in a paid course is refused a lesson and offered the course', async ({
    page,
  }) => {
    const { enrolled, lessons } = { enrolled: false, ...(await syllabusOf(page, CBT)) };
    expect(enrolled).toBe(false);
    const locked = lessons.find((lesson) => !lesson.is_preview)!;
    const refused = await page.request.get(`/api/learn/${CBT}/lessons/${locked.id}`);
    expect(refused.status()).toBe(403);

    await page.goto(`/learn/${CBT}/${locked.id}`);
    await expect(site.heading(page)).toHaveText(locked.title);
    await expect(
      page.getByText('This lesson is open to students enrolled in CBT Skills for Everyday Life.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enrol or buy this course' })).toHaveAttribute(
      'href',
      `/courses/${CBT}`,
    );
    await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);

    const preview = lessons.find((lesson) => lesson.is_preview)!;
    await syllabus(page)
      .getByRole('link', { name: new RegExp(`^${preview.title}`) })
      .click();
    await expect(site.heading(page)).toHaveText(preview.title);
    await expect(page.getByText('This is a free preview.')).toBeVisible();
  });

  test('a lesson with a content note says so first, and the student may continue or skip it for now', async ({
    page,
  }) => {
    const { lessons } = await syllabusOf(page, ANXIETY);
    const at = lessons.findIndex((lesson) => lesson.title === 'When anxiety becomes a problem');
    await page.goto(`/learn/${ANXIETY}/${lessons[at]!.id}`);
    const note = page.getByRole('region', { name: 'Content note' });
    await expect(note).toContainText('panic attacks');
    await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
    await note.getByRole('link', { name: 'Skip it for now' }).click();
    await expect(site.heading(page)).toHaveText(lessons[at + 1]!.title);
    const downloads = page.getByRole('region', { name: 'Resources to download' });
    await expect(downloads.getByRole('link', { name: 'Grounding techniques guide' })).toHaveAttribute(
      'href',
      /^\/uploads\//,
    );

    await page.getByRole('link', { name: 'Previous lesson' }).click();
    await page.getByRole('button', { name: 'Continue to the lesson' }).click();
    await expect(page.getByRole('region', { name: 'Content note' })).toHaveCount(0);
    await expect(page.getByText(/Some people have panic attacks/)).toBeVisible();
  });
});
