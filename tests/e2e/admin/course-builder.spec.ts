import type { Locator, Page } from '@playwright/test';
import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, choose } from '../support/console';
import { expect, test } from '../support/fixtures';
import type { AdminApi } from '../support/api';

test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

interface Ordered {
  id: number;
  title: string;
  sort_order: number;
  topic_id?: number | null;
  course_id: number;
}

async function makeCourse(adminApi: AdminApi, tag: string, name: string) {
  const [category] = await adminApi.list<{ id: number }>('course_categories');
  return adminApi.create<{ id: number; title: string }>('courses', {
    title: `E2E ${name} ${tag}`,
    slug: `e2e-${name.toLowerCase().replace(/\s+/g, '-')}-${tag}`,
    course_category_id: category.id,
    price: 25,
  });
}

/** The titles of a course's topics or lessons in the order the database holds them. */
async function storedOrder(adminApi: AdminApi, key: 'topics' | 'lessons', courseId: number) {
  const records = await adminApi.list<Ordered>(key, { filter: { course_id: courseId } });
  return records.sort((a, b) => a.sort_order - b.sort_order).map((record) => record.title);
}

const rowTitles = (list: Locator) => list.getByRole('listitem').locator('p');

/** Drags a row by its handle onto another row, as a mouse does, in small steps. */
async function drag(page: Page, handle: Locator, onto: Locator) {
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('rows are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1)
    await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y) * step) / 10 + 4);
  await page.mouse.up();
}

test.describe('Building a course on its edit page', () => {
  test('topics and lessons are reordered by buttons, by dragging and by keyboard, and edited in place', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const course = await makeCourse(adminApi, tag, 'Calm course');
    const other = await makeCourse(adminApi, tag, 'Other course');
    await adminApi.create('topics', { title: `Elsewhere ${tag}`, course_id: other.id, sort_order: 1 });
    const topics = ['Breathing basics', 'Body scan'];
    for (const [index, title] of topics.entries())
      await adminApi.create('topics', { title, course_id: course.id, sort_order: index + 1 });
    for (const [index, title] of ['Arrive', 'Settle', 'Return'].entries())
      await adminApi.create('lessons', { title, course_id: course.id, sort_order: index + 1 });

    await page.goto(`${adminPath('courses')}/${course.id}`);
    await page.getByRole('tab', { name: 'Topics' }).click();
    const topicList = page.getByRole('list', { name: 'Topics' });
    await expect(rowTitles(topicList)).toHaveText(['1. Breathing basics', '2. Body scan']);
    await page.getByRole('button', { name: 'Move topic Body scan up' }).click();
    await expect(adminConsole.toast(page)).toHaveText('Topics reordered');
    await expect(rowTitles(topicList)).toHaveText(['1. Body scan', '2. Breathing basics']);
    expect(await storedOrder(adminApi, 'topics', course.id)).toEqual(['Body scan', 'Breathing basics']);

    await page.getByRole('tab', { name: 'Lessons' }).click();
    const lessonList = page.getByRole('list', { name: 'Lessons' });
    await expect(rowTitles(lessonList)).toHaveText(['1. Arrive', '2. Settle', '3. Return']);
    await drag(
      page,
      page.getByRole('button', { name: 'Drag lesson Return' }),
      lessonList.getByRole('listitem').first(),
    );
    await expect(rowTitles(lessonList)).toHaveText(['1. Return', '2. Arrive', '3. Settle']);
    await expect
      .poll(() => storedOrder(adminApi, 'lessons', course.id))
      .toEqual(['Return', 'Arrive', 'Settle']);

    // The keyboard: Space lifts the row, an arrow moves it, Space drops it.
    const handle = page.getByRole('button', { name: 'Drag lesson Return' });
    await handle.focus();
    await page.keyboard.press('Space');
    // Each key once the sorter has taken the last, as its announcements tell a screen reader.
    const announced = (text: string) =>
      expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    await announced('Picked up the lesson Return, at position 1 of 3.');
    // dnd-kit starts listening for the arrows on a timer set as the row is lifted: one set after
    // it in the page has fired after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press('ArrowDown');
    await announced('The lesson Return was moved over the lesson Arrive, position 2 of 3.');
    await page.keyboard.press('Space');
    await announced('The lesson Return was dropped at position 2 of 3.');
    await expect(rowTitles(lessonList)).toHaveText(['1. Arrive', '2. Return', '3. Settle']);
    await expect
      .poll(() => storedOrder(adminApi, 'lessons', course.id))
      .toEqual(['Arrive', 'Return', 'Settle']);

    await page.getByRole('button', { name: 'Edit lesson Settle' }).click();
    const topic = lessonList.getByRole('combobox', { name: 'Topic' });
    await topic.click();
    const offered = page.getByRole('listbox').getByRole('option');
    await expect(offered).toHaveText(['Body scan', 'Breathing basics']);
    await offered.filter({ hasText: 'Body scan' }).click();
    await lessonList.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('15');
    await lessonList.getByRole('button', { name: 'Save' }).click();
    await expect(adminConsole.toast(page)).toHaveText('Lesson successfully updated!');
    const [settle] = await adminApi.list<Ordered & { duration_minutes: number }>('lessons', {
      filter: { course_id: course.id },
      q: 'Settle',
    });
    const [bodyScan] = await adminApi.list<Ordered>('topics', {
      filter: { course_id: course.id },
      q: 'Body scan',
    });
    expect(settle).toMatchObject({ topic_id: bodyScan.id, duration_minutes: 15, sort_order: 3 });
  });

  test('a reorder is saved in one call and the new order is still there after a reload', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const course = await makeCourse(adminApi, tag, 'Order course');
    for (const [index, title] of ['Notice', 'Name', 'Let go'].entries())
      await adminApi.create('topics', { title, course_id: course.id, sort_order: index + 1 });
    const writes: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/api\/admin\/(records\/reorder|topic\/edit)$/.test(path)) writes.push(path);
    });

    await page.goto(`${adminPath('courses')}/${course.id}`);
    await page.getByRole('tab', { name: 'Topics' }).click();
    const topicList = page.getByRole('list', { name: 'Topics' });
    await expect(rowTitles(topicList)).toHaveText(['1. Notice', '2. Name', '3. Let go']);
    await page.getByRole('button', { name: 'Move topic Notice down' }).click();
    await expect(adminConsole.toast(page)).toHaveText('Topics reordered');
    expect(writes).toEqual(['/api/admin/records/reorder']);

    await page.reload();
    await page.getByRole('tab', { name: 'Topics' }).click();
    await expect(rowTitles(page.getByRole('list', { name: 'Topics' }))).toHaveText([
      '1. Name',
      '2. Notice',
      '3. Let go',
    ]);
  });

  test('the Exam tab adds the course its exam, with a question and its right answer', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const course = await makeCourse(adminApi, tag, 'Exam course');
    await page.goto(`${adminPath('courses')}/${course.id}`);
    await page.getByRole('tab', { name: 'Exam' }).click();
    await expect(page.getByText('This course has no exam yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add exam' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: 'Title' }).fill(`E2E Final check ${tag}`);
    await panel.getByRole('button', { name: 'Add question' }).click();
    const question = page.getByRole('region', { name: 'Question 1' });
    await question.getByRole('textbox', { name: 'Question' }).fill('Where does attention rest?');
    await question.getByRole('textbox', { name: 'Option 1' }).fill('On the breath');
    await question.getByRole('textbox', { name: 'Option 2' }).fill('On the phone');
    await question.getByRole('radio', { name: 'Option 1 of question 1 is the right answer' }).check();
    await choose(page, 'Level', 'Beginner', question);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(adminConsole.toast(page)).toHaveText('Exam created!');

    const [exam] = await adminApi.list<{ id: number; course_id: number; questions: unknown[] }>('exams', {
      filter: { course_id: course.id },
    });
    expect(exam.questions).toEqual([
      {
        question: 'Where does attention rest?',
        options: [
          { id: 1, text: 'On the breath' },
          { id: 2, text: 'On the phone' },
        ],
        right_answer: 1,
        level: 'beginner',
      },
    ]);
    await expect(panel.getByRole('region', { name: 'Question 1' })).toBeVisible();
  });
});
