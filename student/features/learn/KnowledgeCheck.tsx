import { type FormEvent, useState } from 'react';
import { answerKnowledgeCheck } from '../../api/learn';
import type { CheckResult, LessonCheck } from '../../../src/contract/knowledgeCheck';

interface KnowledgeCheckProps {
  slug: string;
  lessonId: number;
  check: LessonCheck;
  /** A pass that opens the lessons after this one. */
  onPassed: () => void;
}

/**
 * The lesson's knowledge check: each question a group of radio buttons; **Check answers** marks
 * them at once, each with the right answer and why. Not graded: it may be taken again.
 */
export function KnowledgeCheck({ slug, lessonId, check, onPassed }: KnowledgeCheckProps) {
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [result, setResult] = useState<CheckResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const unanswered = check.questions.some((q) => answers[String(q.index)] === undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const marked = await answerKnowledgeCheck(slug, lessonId, answers);
      setResult(marked);
      if (marked.passed && check.required && !check.passed) onPassed();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong');
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card card__body stack lesson__check" aria-labelledby="knowledge-check-title">
      <h2 id="knowledge-check-title">Knowledge check</h2>
      <p className="card__meta">
        {check.required
          ? 'Answer every question right to open the next lesson. You can try as often as you like.'
          : 'A few questions to check your understanding. Not graded.'}
      </p>
      {check.passed && !result ? <p className="notice notice--success">You have passed this check.</p> : null}
      <form className="stack" onSubmit={(event) => void submit(event)}>
        {check.questions.map((question) => {
          const name = `check-${lessonId}-${question.index}`;
          const marked = result?.questions.find((q) => q.index === question.index);
          const right = question.options.find((o) => o.id === marked?.right_answer);
          return (
            <fieldset key={question.index} className="quiz__options">
              <legend className="quiz__text">{question.question}</legend>
              {question.options.map((option) => (
                <div key={option.id} className="quiz__option">
                  <input
                    type="radio"
                    id={`${name}-${option.id}`}
                    name={name}
                    checked={answers[String(question.index)] === option.id}
                    onChange={() => {
                      setAnswers((current) => ({ ...current, [String(question.index)]: option.id }));
                      setResult(null);
                    }}
                  />
                  <label htmlFor={`${name}-${option.id}`}>{option.text}</label>
                </div>
              ))}
              {marked ? (
                <p className={marked.correct ? 'notice notice--success' : 'notice'}>
                  {marked.correct ? 'Right.' : `Not quite: the answer is “${right?.text ?? ''}”.`}
                  {marked.explanation ? ` ${marked.explanation}` : ''}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <p role="status">
          {result
            ? result.passed
              ? check.required
                ? 'All right: the next lesson is open.'
                : 'All right.'
              : `${result.questions.filter((q) => q.correct).length} of ${result.questions.length} right.`
            : ''}
        </p>
        <div>
          <button type="submit" className="button" disabled={sending || unanswered}>
            Check answers
          </button>
        </div>
      </form>
    </section>
  );
}
