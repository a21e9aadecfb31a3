import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { amira, uniqueTag } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import type { AdminApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { pdfText } from '../../support/pdfText';

test.use({ signedInAs: amira });

const QUESTIONS = [
  {
    question: 'Which breath helps calm the body?',
    right: 'A slow breath out',
    wrong: ['Holding it in', 'Fast breaths', 'None'],
  },
  {
    question: 'What does grounding focus on?',
    right: 'The present moment',
    wrong: ['The past', 'The future', 'Nothing'],
  },
  { question: 'Who can you call on 116 123?', right: 'Samaritans', wrong: ['The bank', 'A taxi', 'No one'] },
];

/** A published course with two lessons and an exam, made through the console's API. */
async function examCourse(adminApi: AdminApi, tag: string, rules: Record<string, unknown> = {}) {
  const category = await adminApi.create<{ id: number }>('course_categories', {
    name: `Exam category ${tag}`,
  });
  const course = await adminApi.create<{ id: number; slug: string; title: string }>('courses', {
    title: `Steady Minds ${tag}`,
    slug: `steady-minds-${tag}`,
    course_category_id: category.id,
    price: 30,
    status: 'published',
  });
  const lessons = [];
  for (const n of [1, 2])
    lessons.push(
      await adminApi.create<{ id: number }>('lessons', { title: `Lesson ${n} ${tag}`, course_id: course.id }),
    );
  await adminApi.create('exams', {
    title: `Steady Minds exam ${tag}`,
    course_id: course.id,
    duration_minutes: 15,
    pass_mark: 60,
    status: 'published',
    questions: QUESTIONS.map((q) => ({
      question: q.question,
      options: [q.right, ...q.wrong].map((text, i) => ({ id: i + 1, text })),
      right_answer: 1,
      level: 'beginner',
    })),
    ...rules,
  });
  return { course, lessonIds: lessons.map((l) => l.id) };
}

/** Writes to the suite server's database: what other engineers' pages (checkout, the player) do. */
function inDatabase(work: (db: Database.Database, userId: number, at: string) => void): void {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'mindwell.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const { id } = db.prepare('select id from users where email = ?').get(amira.email) as { id: number };
    work(db, id, new Date().toISOString());
  } finally {
    db.close();
  }
}

const enrol = (courseId: number) =>
  inDatabase((db, userId, at) => {
    db.prepare('insert into enrolments (user_id, course_id, progress, enrolled_at) values (?, ?, 0, ?)').run(
      userId,
      courseId,
      at,
    );
  });

const completeLessons = (courseId: number, lessonIds: number[]) =>
  inDatabase((db, userId, at) => {
    const done = db.prepare(
      'insert into lesson_progress (user_id, lesson_id, course_id, completed_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
    );
    for (const lessonId of lessonIds) done.run(userId, lessonId, courseId, at, at, at);
  });

test.describe('The course exam and its certificate', () => {
  test('a student who has finished the lessons takes the exam, passes, downloads the certificate and anyone can check it', async ({
    page,
    adminApi,
    browser,
  }) => {
    const tag = uniqueTag();
    const { course, lessonIds } = await examCourse(adminApi, tag);

    // Before the lessons are done, the page says what is left.
    const notYet = await page.request.get(`/api/learn/${course.slug}/exam`);
    expect(notYet.status()).toBe(403);
    enrol(course.id);
    await page.goto(`/learn/${course.slug}/exam`);
    await expect(page.getByText('2 lessons left')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start exam' })).toHaveCount(0);

    completeLessons(course.id, lessonIds);

    await page.reload();
    await page.getByRole('button', { name: 'Start exam' }).click();
    await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);

    // Two answers, a reload, and the attempt resumes with them.
    for (const q of QUESTIONS.slice(0, 2)) {
      await page.getByRole('group', { name: q.question }).getByRole('radio', { name: q.right }).check();
    }
    await expect(page.getByText('2 of 3 answered, all saved.')).toBeVisible();
    await page.reload();
    for (const q of QUESTIONS.slice(0, 2))
      await expect(
        page.getByRole('group', { name: q.question }).getByRole('radio', { name: q.right }),
      ).toBeChecked();

    // One question unanswered: the student is asked first.
    await page.getByRole('button', { name: 'Submit exam' }).click();
    await expect(page.getByText('One question is not answered yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Keep answering' }).click();
    const last = QUESTIONS[2];
    await page.getByRole('group', { name: last.question }).getByRole('radio', { name: last.right }).check();
    await expect(page.getByText('3 of 3 answered, all saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit exam' }).click();

    await expect(page.getByRole('heading', { name: 'You passed' })).toBeVisible();
    await expect(page.getByText('3 of 3, 100%')).toBeVisible();
    for (const q of QUESTIONS) await expect(page.getByText(`Correct: ${q.right}`)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download certificate' }).click(),
    ]);
    const text = await pdfText(await readFile((await download.path()) ?? ''));
    expect(text).toContain(amira.name);
    expect(text).toContain(course.title);

    // The review form is where the result is.
    await page.getByRole('button', { name: 'Write a review' }).click();
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByRole('textbox', { name: 'Your review' }).fill(`Gentle and practical ${tag}.`);
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByText('once it has been approved')).toBeVisible();

    const link = page.getByRole('link', { name: /^View certificate MW-/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/certificates\/MW-[0-9A-Z-]+$/);

    // Signed out, anyone can check it.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(href ?? '');
    await expect(visitorPage.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await expect(visitorPage.getByRole('link', { name: 'Log in' })).toBeVisible();
    // The certificate's facts; the signed credential's checks below name the learner too.
    const facts = visitorPage.getByRole('main').locator('dl');
    await expect(facts.getByText(amira.name)).toBeVisible();
    await expect(facts.getByText(course.title)).toBeVisible();
    await expect(visitorPage.getByText(amira.email)).toHaveCount(0);
    await visitorPage.goto('/certificates/MW-2222-2222-2222');
    await expect(visitorPage.getByRole('heading', { name: 'No such certificate' })).toBeVisible();
    await visitor.close();
  });

  test('a student who fails sees the score and which questions were wrong, never the right answers', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    // The exam a console makes: three attempts, the score and which were wrong.
    const { course, lessonIds } = await examCourse(adminApi, tag);
    enrol(course.id);
    completeLessons(course.id, lessonIds);
    // Every answer the page receives, to check none carries a right answer.
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) bodies.push(response.text().catch(() => ''));
    });

    await page.goto(`/learn/${course.slug}/exam`);
    await expect(page.getByText('3 of 3 attempts left')).toBeVisible();
    await expect(
      page.getByText('After each attempt you see your score and which questions you got wrong.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Start exam' }).click();
    const [first, ...others] = QUESTIONS;
    await page.getByRole('group', { name: first.question }).getByRole('radio', { name: first.right }).check();
    for (const q of others)
      await page.getByRole('group', { name: q.question }).getByRole('radio', { name: q.wrong[0] }).check();
    await expect(page.getByText('3 of 3 answered, all saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit exam' }).click();

    await expect(page.getByRole('heading', { name: 'You did not pass' })).toBeVisible();
    await expect(page.getByText('1 of 3, 33%')).toBeVisible();
    await expect(page.getByText('2 attempts left.')).toBeVisible();
    const review = page.getByRole('list').filter({ hasText: first.question });
    await expect(review.getByText(`Correct: ${first.right}`)).toBeVisible();
    for (const q of others) {
      await expect(review.getByText(`Wrong. Your answer: ${q.wrong[0]}.`)).toBeVisible();
      await expect(page.getByText(q.right)).toHaveCount(0);
    }
    await expect(page.getByText(/Right answer/)).toHaveCount(0);
    await expectAccessible(page, 'a failed attempt’s result');

    // Back later, the attempt is listed, and its result shows no more than it did.
    await page.reload();
    await expect(page.getByText('2 of 3 attempts left')).toBeVisible();
    await expectAccessible(page, 'the exam with an attempt behind it');
    await page.getByRole('button', { name: 'See attempt 1' }).click();
    await expect(page.getByRole('heading', { name: 'You did not pass' })).toBeVisible();
    for (const q of others) await expect(page.getByText(q.right)).toHaveCount(0);

    const received = await Promise.all(bodies);
    expect(received.some((body) => body.includes('"attempt"'))).toBe(true);
    for (const body of received) expect(body).not.toContain('right_answer');
  });
});
