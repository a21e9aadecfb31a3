import { useReducer, useState } from 'react';
import { questionBank } from '../../../src/quiz/bank';
import {
  currentQuestionOf,
  initialQuizState,
  isFinished,
  quizReducer,
  type LevelFilter,
  type QuizAction,
} from '../../../src/quiz/reducer';
import { PageBand } from '../../components/PageBand';
import { usePageTitle } from '../../lib/usePageTitle';
import { levelLabel } from './levels';
import { QuestionCard } from './QuestionCard';
import { QuizResults } from './QuizResults';

export default function QuizPage() {
  usePageTitle('Quiz');
  const [state, dispatch] = useReducer(quizReducer, questionBank, (bank) => initialQuizState(bank));
  const [moveFocus, setMoveFocus] = useState(false);
  const question = currentQuestionOf(state);

  // Focus follows the learner forward, but stays on the level select while they change it.
  const act = (action: QuizAction) => {
    if (action.type === 'next' || action.type === 'restart') setMoveFocus(true);
    if (action.type === 'setLevel') setMoveFocus(false);
    dispatch(action);
  };

  return (
    <>
      <PageBand title="Mental health quiz">
        <p className="page-band__lead">Check what you know, one question at a time.</p>
      </PageBand>
      <div className="container narrow quiz">
        <div className="field field--inline">
          <label htmlFor="quiz-level">Level</label>
          <select
            id="quiz-level"
            value={state.level}
            onChange={(e) => act({ type: 'setLevel', level: e.target.value as LevelFilter })}
            aria-describedby="quiz-level-hint"
          >
            {(Object.keys(levelLabel) as LevelFilter[]).map((level) => (
              <option key={level} value={level}>
                {levelLabel[level]}
              </option>
            ))}
          </select>
          <span id="quiz-level-hint" className="field__hint">
            Changing the level starts the quiz again.
          </span>
        </div>

        {isFinished(state) || !question ? (
          <QuizResults state={state} onRestart={() => act({ type: 'restart' })} />
        ) : (
          <QuestionCard
            key={question.id}
            question={question}
            number={state.currentQuestion + 1}
            total={state.questions.length}
            givenAnswer={state.givenAnswer}
            checked={state.checked}
            dispatch={act}
            focusOnMount={moveFocus}
          />
        )}
      </div>
    </>
  );
}
