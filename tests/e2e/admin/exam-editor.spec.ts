import { admin, uniqueTag } from '../support/accounts';
import { adminConsole, adminPath, choose, nextCall } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin, viewport: { width: 1280, height: 800 } });

interface Question {
  question: string;
  options: { id: number; text: string }[];
  right_answer: number;
  level: string;
}

const options = ['Breathe in', 'Hold', 'Breathe out', 'Rest'].map((text, index) => ({ id: index + 1, text }));

test.describe('Exam editor', () => {
  test('the right answer is picked with a radio button, options are added and removed, and questions reordered', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const exam = await adminApi.create<{ id: number }>('exams', {
      title: `E2E Breathing check ${tag}`,
      course_id: 5,
      questions: [{ question: 'What comes first?', options, right_answer: 2, level: 'beginner' }],
    });
    await page.goto(`${adminPath('exam')}/${exam.id}`);

    const first = page.getByRole('region', { name: 'Question 1' });
    await expect(
      first.getByRole('radio', { name: 'Option 2 of question 1 is the right answer' }),
    ).toBeChecked();
    await first.getByRole('button', { name: 'Add option' }).click();
    await first.getByRole('textbox', { name: 'Option 5' }).fill('Notice the breath');
    await first.getByRole('radio', { name: 'Option 5 of question 1 is the right answer' }).check();
    await first.getByRole('button', { name: 'Remove option 1 of question 1' }).click();
    await expect(first.getByRole('textbox', { name: /^Option \d$/ })).toHaveCount(4);

    await page.getByRole('button', { name: 'Add question' }).click();
    const second = page.getByRole('region', { name: 'Question 2' });
    await second.getByRole('textbox', { name: 'Question' }).fill('How long is a breath?');
    await second.getByRole('textbox', { name: 'Option 1' }).fill('Four counts');
    await second.getByRole('textbox', { name: 'Option 2' }).fill('Forty counts');
    await choose(page, 'Level', 'Beginner', second);
    // No right answer yet: the form says so and sends nothing.
    await adminConsole.save(page).click();
    await expect(second.getByText('Choose the right answer.')).toBeVisible();
    await second.getByRole('radio', { name: 'Option 1 of question 2 is the right answer' }).check();
    await expect(second.getByText('Choose the right answer.')).toHaveCount(0);
    // Two options is the fewest: neither can go.
    await expect(second.getByRole('button', { name: 'Remove option 1 of question 2' })).toBeDisabled();

    await second.getByRole('button', { name: 'Move question 2 up' }).click();
    await expect(
      page.getByRole('region', { name: 'Question 1' }).getByRole('textbox', { name: 'Question' }),
    ).toHaveValue('How long is a breath?');

    const sent = nextCall(page, 'exam/edit');
    await adminConsole.save(page).click();
    const { exam_data } = (await sent).postDataJSON() as { exam_data: { questions: Question[] } };
    const expected: Question[] = [
      {
        question: 'How long is a breath?',
        options: [
          { id: 1, text: 'Four counts' },
          { id: 2, text: 'Forty counts' },
        ],
        right_answer: 1,
        level: 'beginner',
      },
      {
        question: 'What comes first?',
        options: [...options.slice(1), { id: 5, text: 'Notice the breath' }],
        right_answer: 5,
        level: 'beginner',
      },
    ];
    expect(exam_data.questions).toEqual(expected);
    await expect(adminConsole.toast(page)).toHaveText('Exam successfully updated!');
    expect((await adminApi.find<{ id: number; questions: Question[] }>('exams', exam.id))?.questions).toEqual(
      expected,
    );
  });

  test('a new exam starts at three attempts showing the score and which were wrong, and the author sets the rest', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const category = await adminApi.create<{ id: number }>('course_categories', { name: `Rules ${tag}` });
    const course = await adminApi.create<{ id: number }>('courses', {
      title: `E2E Exam rules ${tag}`,
      slug: `e2e-exam-rules-${tag}`,
      course_category_id: category.id,
      price: 10,
    });
    await page.goto(`${adminPath('courses')}/${course.id}`);
    await page.getByRole('tab', { name: 'Exam' }).click();
    await page.getByRole('button', { name: 'Add exam' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('spinbutton', { name: 'Attempts allowed' })).toHaveValue('3');
    await expect(panel.getByRole('combobox', { name: 'After an attempt, show' })).toHaveText(
      'The score and which questions were wrong',
    );
    await expect(panel.getByRole('spinbutton', { name: 'Wait between attempts (hours)' })).toHaveValue('');

    await panel.getByRole('textbox', { name: 'Title' }).fill(`E2E Rules ${tag}`);
    await panel.getByRole('spinbutton', { name: 'Attempts allowed' }).clear();
    await panel.getByRole('spinbutton', { name: 'Wait between attempts (hours)' }).fill('24');
    await panel.getByRole('spinbutton', { name: 'Questions per attempt' }).fill('1');
    await choose(page, 'After an attempt, show', 'The full review with right answers', panel);
    await panel.getByRole('button', { name: 'Add question' }).click();
    const question = page.getByRole('region', { name: 'Question 1' });
    await question.getByRole('textbox', { name: 'Question' }).fill('Where does attention rest?');
    await question.getByRole('textbox', { name: 'Option 1' }).fill('On the breath');
    await question.getByRole('textbox', { name: 'Option 2' }).fill('On the phone');
    await question.getByRole('radio', { name: 'Option 1 of question 1 is the right answer' }).check();
    await choose(page, 'Level', 'Beginner', question);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(adminConsole.toast(page)).toHaveText('Exam created!');

    const [exam] = await adminApi.list<{ id: number }>('exams', {
      filter: { course_id: course.id },
    });
    expect(exam).toMatchObject({
      max_attempts: null,
      wait_hours: 24,
      questions_per_attempt: 1,
      show_after_attempt: 'review',
    });
  });

  test('a question takes at most eight options', async ({ page, adminApi }) => {
    const exam = await adminApi.create<{ id: number }>('exams', {
      title: `E2E Limits ${uniqueTag()}`,
      course_id: 5,
      questions: [{ question: 'Pick one', options, right_answer: 1, level: 'advanced' }],
    });
    await page.goto(`${adminPath('exam')}/${exam.id}`);
    const add = page.getByRole('region', { name: 'Question 1' }).getByRole('button', { name: 'Add option' });
    for (let count = 4; count < 8; count += 1) await add.click();
    await expect(add).toBeDisabled();

    await expect(page.getByRole('textbox', { name: /^Option \d$/ })).toHaveCount(8);
  });
});
