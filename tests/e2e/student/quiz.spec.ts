import type { Page } from '@playwright/test';
import { questionBank } from '../../../src/quiz/bank';
import type { QuizQuestion } from '../../../src/quiz/types';
import { amira } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { site } from '../support/site';

test.use({ signedInAs: amira });

const questionHeading = (page: Page) => page.getByRole('heading', { name: /^Question \d+ of \d+/ });

/** Picks an option with the keyboard alone: Tab into the radio group, Space, then arrows. */
async function chooseWithKeyboard(page: Page, question: QuizQuestion, optionId: number): Promise<void> {
  const radios = page.getByRole('group', { name: question.question }).getByRole('radio');
  await tabTo(page, radios.first());
  await page.keyboard.press('Space');
  const index = question.options.findIndex((option) => option.id === optionId);
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  const chosen = question.options[index].option;
  await expect(page.getByRole('radio', { name: chosen, exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: chosen, exact: true })).toBeFocused();
}

test.describe('The quiz', () => {
  test('a student takes the whole quiz with the keyboard, sees the score and restarts from scratch', async ({
    page,
  }) => {
    const missed = new Set([2, 5, 9]);
    await page.goto('/dashboard/quiz');
    await expect(site.heading(page)).toHaveText('Mental health quiz');

    for (const [index, question] of questionBank.entries()) {
      const number = index + 1;
      await expect(questionHeading(page)).toContainText(`Question ${number} of 10`);
      // After "Next question", focus moves on to the new question.
      if (number > 1) await expect(questionHeading(page)).toBeFocused();
      const right = question.options.find((o) => o.id === question.right_answer);
      const wrong = question.options.find((o) => o.id !== question.right_answer);
      const answer = missed.has(question.id) ? wrong : right;
      if (!answer || !right) throw new Error(`question ${question.id} has no options`);

      await chooseWithKeyboard(page, question, answer.id);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Submit answer' })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(
        page.getByText(missed.has(question.id) ? 'Not quite.' : 'Correct! Well done.'),
      ).toBeVisible();
      if (missed.has(question.id))
        await expect(page.getByText(`The right answer is: ${right.option}`)).toBeVisible();
      await expect(page.getByRole('radio', { name: answer.option, exact: true })).toBeDisabled();
      const next = page.getByRole('button', { name: number === 10 ? 'See your score' : 'Next question' });
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
    }

    const score = page.getByRole('heading', { name: 'You scored 7 out of 10' });
    await expect(score).toBeVisible();
    await expect(score).toBeFocused();
    const review = page.getByRole('region', { name: 'You scored 7 out of 10' }).getByRole('listitem');
    await expect(review).toHaveCount(10);
    await expect(review.filter({ hasText: 'Right:' })).toHaveCount(7);
    await expect(review.filter({ hasText: 'Wrong:' })).toHaveCount(3);

    const restart = page.getByRole('button', { name: 'Restart' });
    await tabTo(page, restart);
    await page.keyboard.press('Enter');

    await expect(questionHeading(page)).toContainText('Question 1 of 10');
    await expect(questionHeading(page)).toBeFocused();
    await expect(score).toHaveCount(0);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('radio', { disabled: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit answer' })).toBeDisabled();
    await expect(page.getByText('Correct! Well done.')).toHaveCount(0);
    await expect(page.getByText('Not quite.')).toHaveCount(0);
  });

  test('choosing a level changes how many questions there are and starts again', async ({ page }) => {
    await page.goto('/dashboard/quiz');
    const level = page.getByLabel('Level');
    await expect(level).toHaveValue('all');
    await expect(questionHeading(page)).toContainText('Question 1 of 10');

    // Part-way through, a new level starts the quiz again.
    await page.getByRole('radio', { name: questionBank[0].options[1].option }).check();
    await page.getByRole('button', { name: 'Submit answer' }).click();
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(questionHeading(page)).toContainText('Question 2 of 10');

    for (const [label, count] of [
      ['Intermediate', 3],
      ['Advanced', 2],
      ['Beginner', 5],
      ['All levels', 10],
    ] as const) {
      await level.selectOption({ label });
      await expect(questionHeading(page)).toContainText(`Question 1 of ${count}`);
    }

    await level.selectOption({ label: 'Advanced' });
    await expect(questionHeading(page)).toContainText('Advanced');
    await expect(page.getByRole('group', { name: questionBank[8].question })).toBeVisible();
  });
});
