import { describe, expect, it } from 'vitest';
import { questionBank, quizLevels } from '../../src/quiz/bank';

describe('the built-in question bank', () => {
  it('holds ten questions numbered 1 to 10', () => {
    expect(questionBank.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives every question four options with distinct ids and one right answer among them', () => {
    for (const q of questionBank) {
      expect(q.options, `question ${q.id}`).toHaveLength(4);
      expect(new Set(q.options.map((o) => o.id)).size, `question ${q.id}`).toBe(4);
      expect(
        q.options.map((o) => o.id),
        `question ${q.id}`,
      ).toContain(q.right_answer);
      for (const o of q.options) expect(o.option.trim(), `question ${q.id}`).not.toBe('');
    }
  });

  it('levels questions 1–5 beginner, 6–8 intermediate and 9–10 advanced', () => {
    expect(questionBank.map((q) => q.level)).toEqual([
      ...Array<string>(5).fill('beginner'),
      ...Array<string>(3).fill('intermediate'),
      ...Array<string>(2).fill('advanced'),
    ]);
    expect(quizLevels).toEqual(['beginner', 'intermediate', 'advanced']);
  });

  it('repeats question 3 as question 5, text, options and answer alike', () => {
    const [q3, q5] = [questionBank[2], questionBank[4]];
    expect(q5.question).toBe(q3.question);
    expect(q5.options).toEqual(q3.options);
    expect(q5.right_answer).toBe(q3.right_answer);
  });

  it('asks every other question only once', () => {
    const texts = questionBank.filter((q) => q.id !== 5).map((q) => q.question);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
