import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { questionBank } from '../../src/quiz/bank';
import { student } from './fixtures';
import { renderApp } from './renderApp';

type User = ReturnType<typeof userEvent.setup>;

const optionText = (questionId: number, optionId: number) =>
  questionBank.find((q) => q.id === questionId)!.options.find((o) => o.id === optionId)!.option;

/** Answers the question on screen, rightly or wrongly, and submits it. */
async function answer(user: User, questionId: number, right: boolean) {
  const question = questionBank.find((q) => q.id === questionId)!;
  const chosen = right
    ? question.right_answer
    : question.options.find((o) => o.id !== question.right_answer)!.id;
  const group = screen.getByRole('group', { name: question.question });
  await user.click(within(group).getByRole('radio', { name: optionText(questionId, chosen) }));
  await user.click(screen.getByRole('button', { name: 'Submit answer' }));
}

describe('the quiz', () => {
  it('asks one question at a time with four options and a disabled Submit until one is chosen', async () => {
    renderApp('/dashboard/quiz', { user: student });
    expect(await screen.findByRole('heading', { name: /Question 1 of 10/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit answer' })).toBeDisabled();
  });

  it('says whether the answer was right, and shows the right one when it was not', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/quiz', { user: student });
    await screen.findByRole('heading', { name: /Question 1 of 10/ });
    await answer(user, 1, true);
    expect(screen.getByText('Correct! Well done.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    await answer(user, 2, false);
    expect(
      screen.getByText(`Not quite. The right answer is: ${optionText(2, questionBank[1].right_answer)}`),
    ).toBeInTheDocument();
  });

  it('runs from the keyboard alone: Space picks an option, Enter submits and moves on', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/quiz', { user: student });
    await screen.findByRole('heading', { name: /Question 1 of 10/ });
    const first = screen.getAllByRole('radio')[0];
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Next question' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: /Question 2 of 10/ })).toHaveFocus();
  });

  it('scores the whole bank, reviews the answers and restarts from nothing', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/quiz', { user: student });
    await screen.findByRole('heading', { name: /Question 1 of 10/ });
    for (const question of questionBank) {
      await answer(user, question.id, question.id % 2 === 0);
      const next = question.id === 10 ? 'See your score' : 'Next question';
      await user.click(screen.getByRole('button', { name: next }));
    }

    const score = await screen.findByRole('heading', { name: 'You scored 5 out of 10' });
    expect(score).toHaveFocus();
    const review = within(score.closest('section')!).getAllByRole('listitem');
    expect(review).toHaveLength(10);
    expect(review[0]).toHaveTextContent('Wrong');
    expect(review[0]).toHaveTextContent(
      `The right answer is “${optionText(1, questionBank[0].right_answer)}”`,
    );
    expect(review[1]).toHaveTextContent('Right');

    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByRole('heading', { name: /Question 1 of 10/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.queryByText(/Correct!|Not quite/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit answer' })).toBeDisabled();
  });

  it('filters by level and scores out of the filtered count', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/quiz', { user: student });
    await screen.findByRole('heading', { name: /Question 1 of 10/ });
    await user.selectOptions(screen.getByLabelText('Level'), 'Advanced');
    expect(screen.getByRole('heading', { name: /Question 1 of 2/ })).toHaveTextContent('Advanced');
    await answer(user, 9, true);
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await answer(user, 10, true);
    await user.click(screen.getByRole('button', { name: 'See your score' }));
    expect(await screen.findByRole('heading', { name: 'You scored 2 out of 2' })).toBeInTheDocument();
  });
});
