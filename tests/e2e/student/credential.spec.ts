import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { amira, uniqueTag } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: amira });

const QUESTION = { question: 'Which breath helps calm the body?', right: 'A slow breath out' };

/** Enrols the signed-in student and completes the lessons, as checkout and the player would. */
function enrolAndComplete(courseId: number, lessonIds: number[]): void {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'mindwell.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const { id } = db.prepare('select id from users where email = ?').get(amira.email) as { id: number };
    const at = new Date().toISOString();
    db.prepare('insert into enrolments (user_id, course_id, progress, enrolled_at) values (?, ?, 0, ?)').run(
      id,
      courseId,
      at,
    );
    const done = db.prepare(
      'insert into lesson_progress (user_id, lesson_id, course_id, completed_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
    );
    for (const lessonId of lessonIds) done.run(id, lessonId, courseId, at, at, at);
  } finally {
    db.close();
  }
}

test.describe('Open Badges credentials', () => {
  test('a student passes, downloads the credential, and the verification page accepts it and refuses a copy with the name changed', async ({
    page,
    adminApi,
    browser,
  }) => {
    const tag = uniqueTag();
    const category = await adminApi.create<{ id: number }>('course_categories', { name: `Badges ${tag}` });
    const course = await adminApi.create<{ id: number; slug: string; title: string }>('courses', {
      title: `Calm Badges ${tag}`,
      slug: `calm-badges-${tag}`,
      course_category_id: category.id,
      price: 30,
      duration_hours: 2,
      status: 'published',
    });
    const lesson = await adminApi.create<{ id: number }>('lessons', {
      title: `Lesson ${tag}`,
      course_id: course.id,
    });
    await adminApi.create('exams', {
      title: `Calm Badges exam ${tag}`,
      course_id: course.id,
      duration_minutes: 15,
      pass_mark: 60,
      status: 'published',
      questions: [
        {
          question: QUESTION.question,
          options: [QUESTION.right, 'Holding it in', 'Fast breaths', 'None'].map((text, i) => ({
            id: i + 1,
            text,
          })),
          right_answer: 1,
          level: 'beginner',
        },
      ],
    });
    enrolAndComplete(course.id, [lesson.id]);

    await page.goto(`/learn/${course.slug}/exam`);
    await page.getByRole('button', { name: 'Start exam' }).click();
    await page
      .getByRole('group', { name: QUESTION.question })
      .getByRole('radio', { name: QUESTION.right })
      .check();
    await expect(page.getByText('1 of 1 answered, all saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit exam' }).click();
    await expect(page.getByRole('heading', { name: 'You passed' })).toBeVisible();

    const href = (await page.getByRole('link', { name: /^View certificate MW-/ }).getAttribute('href')) ?? '';
    await page.goto(href);
    await expect(
      page.getByText('Signature valid · issued by MindWell Academy · not revoked').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to LinkedIn' })).toHaveAttribute(
      'href',
      /\/api\/my\/certificates\/MW-[0-9A-Z-]+\/linkedin$/,
    );
    await expectAccessible(page, 'the certificate page, signed in as its owner');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download credential' }).click(),
    ]);
    const file = (await download.path()) ?? '';
    const credential = JSON.parse(await readFile(file, 'utf8')) as {
      credentialSubject: { identifier: { identityHash: string }[] };
    };
    expect(credential.credentialSubject.identifier[0].identityHash).toBe(amira.name);

    // Anyone, signed out, checks the file on the verification page.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(href);
    await visitorPage.getByLabel('Credential file (JSON, or a badge image)').setInputFiles(file);
    await visitorPage.getByRole('button', { name: 'Verify credential' }).click();
    const outcome = visitorPage.locator('form').last();
    await expect(
      outcome.getByText('Signature valid · issued by MindWell Academy · not revoked'),
    ).toBeVisible();

    // A copy with the name changed is refused, saying what was altered.
    credential.credentialSubject.identifier[0].identityHash = 'Someone Else';
    await visitorPage.reload();
    await visitorPage.getByLabel('Or paste the credential’s JSON').fill(JSON.stringify(credential));
    await visitorPage.getByRole('button', { name: 'Verify credential' }).click();
    await expect(visitorPage.getByText(/^Not valid\./)).toBeVisible();
    await expect(
      visitorPage.getByText(/the learner's name differs from the credential issued/).first(),
    ).toBeVisible();
    await expectAccessible(visitorPage, 'the verification page with a refused credential');
    await visitor.close();

    // The CPD record lists the course with its hours.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'CPD record' }).click();
    await expect(page.getByRole('heading', { name: 'CPD record', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(course.title) })).toContainText('2');
    await expectAccessible(page, 'the CPD record');
  });
});
