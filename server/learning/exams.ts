import { PostgresAdapter } from 'kysely';
import { getResource } from '../../src/resources';
import type { AppContext } from '../context';
import { type DbOrTrx, loose } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { HttpError, notFound, unprocessable } from '../errors';
import { fromRow } from '../records/wire';
import { EXTRA_TIME_LABELS, allowedMinutes } from '../../src/contract/accommodations';
import { readAccommodations } from './accommodations';
import { issueCertificateIfComplete } from './certificates';
import { assertEnrolled, isEnrolled } from './enrolment';
import { courseProgress, lessonsDone } from './progress';
import {
  type ExamRules,
  type Standing,
  attemptsLeft,
  drawQuestions,
  nextStartAt,
  questionsPerAttempt,
  resultShows,
  rulesOf,
  startRefusal,
} from './examRules';
import type {
  AttemptSummary,
  AttemptView,
  ExamFeedback,
  ExamInfo,
  ExamOption,
  ExamState,
} from '../../src/contract/examTypes';

const exams = getResource('exams');

/** An untimed exam (no duration) still needs a deadline: a week from the start. */
const UNTIMED_MS = 7 * 24 * 60 * 60 * 1000;

/** A question as an attempt keeps it on the server: its place in the exam and its right answer. */
interface StoredQuestion {
  index: number;
  question: string;
  options: ExamOption[];
  right_answer: number;
}

interface ExamRecord extends ExamInfo {
  rules: ExamRules;
  /** Every question of the exam: each attempt draws its own from these. */
  questions: StoredQuestion[];
}

interface AttemptRow {
  id: number;
  exam_id: number;
  user_id: number;
  course_id: number;
  attempt_no: number;
  started_at: string;
  deadline_at: string;
  submitted_at: string | null;
  paused_at: string | null;
  questions: string;
  answers: string;
  score: number | null;
  total: number;
  percent: number | null;
  passed: number | null;
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** The course's published exam with its questions as the console saved them. */
export async function loadPublishedExam(db: DbOrTrx, courseId: number): Promise<ExamRecord | undefined> {
  const row = await loose(db)
    .selectFrom('exams')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('status', '=', 'published')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const exam = fromRow(exams, row);
  const raw = Array.isArray(exam.questions) ? (exam.questions as Record<string, unknown>[]) : [];
  const questions = raw.map((q, index): StoredQuestion => ({
    index,
    question: String(q.question ?? ''),
    options: (Array.isArray(q.options) ? (q.options as Record<string, unknown>[]) : []).map((o) => ({
      id: Number(o.id),
      text: String(o.text ?? ''),
    })),
    right_answer: Number(q.right_answer),
  }));
  const rules = rulesOf(row);
  return {
    id: Number(exam.id),
    title: String(exam.title ?? ''),
    duration_minutes: numberOrNull(exam.duration_minutes),
    pass_mark: rules.passMark,
    max_attempts: rules.maxAttempts,
    wait_hours: rules.waitHours,
    question_count: questionsPerAttempt(rules, questions.length),
    show_after_attempt: rules.showAfterAttempt,
    rules,
    questions,
  };
}

/** An exam's rules by its id, whatever its status now; none for an exam since deleted. */
async function examRules(db: DbOrTrx, examId: number): Promise<ExamRules | undefined> {
  const row = await loose(db)
    .selectFrom('exams')
    .select(['pass_mark', 'max_attempts', 'wait_hours', 'questions_per_attempt', 'show_after_attempt'])
    .where('id', '=', examId)
    .executeTakeFirst();
  return row ? rulesOf(row) : undefined;
}

const parseQuestions = (row: AttemptRow): StoredQuestion[] => JSON.parse(row.questions) as StoredQuestion[];
const parseAnswers = (row: AttemptRow): Record<string, number> =>
  JSON.parse(row.answers) as Record<string, number>;

const toAttemptRow = (row: Record<string, unknown>): AttemptRow => ({
  id: Number(row.id),
  exam_id: Number(row.exam_id),
  user_id: Number(row.user_id),
  course_id: Number(row.course_id),
  attempt_no: Number(row.attempt_no),
  started_at: String(row.started_at),
  deadline_at: String(row.deadline_at),
  submitted_at: row.submitted_at === null ? null : String(row.submitted_at),
  paused_at: row.paused_at === null || row.paused_at === undefined ? null : String(row.paused_at),
  questions: String(row.questions),
  answers: String(row.answers),
  score: numberOrNull(row.score),
  total: Number(row.total),
  percent: numberOrNull(row.percent),
  passed: numberOrNull(row.passed),
});

function score(questions: readonly StoredQuestion[], answers: Record<string, number>, passMark: number) {
  const total = questions.length;
  const right = questions.filter((q) => answers[String(q.index)] === q.right_answer).length;
  return {
    score: right,
    total,
    percent: total === 0 ? 0 : Math.round((right * 100) / total),
    // Compared exactly, not through the rounded percentage.
    passed: total > 0 && right * 100 >= passMark * total,
  };
}

/** Whether an attempt's time is up: past its deadline, and not paused (a pause stops its clock). */
const timeIsUp = (row: AttemptRow, now: Date): boolean =>
  row.submitted_at === null && row.paused_at === null && now.getTime() > Date.parse(row.deadline_at);

/** What the student may see of an attempt: a result once it is submitted, as `shows` allows. */
function attemptView(row: AttemptRow, now: Date, shows: ExamFeedback, mayPause = false): AttemptView {
  const stored = parseQuestions(row);
  const answers = parseAnswers(row);
  const questions = stored.map(({ index, question, options }) => ({ index, question, options }));
  return {
    id: row.id,
    attempt_no: row.attempt_no,
    started_at: row.started_at,
    deadline_at: row.deadline_at,
    submitted_at: row.submitted_at,
    paused_at: row.paused_at,
    may_pause: mayPause && row.submitted_at === null,
    now: now.toISOString(),
    questions,
    answers,
    result:
      row.submitted_at === null
        ? null
        : {
            score: row.score ?? 0,
            total: row.total,
            percent: row.percent ?? 0,
            passed: row.passed === 1,
            shows,
            review:
              shows === 'score'
                ? []
                : stored.map((q) => {
                    const chosen = answers[String(q.index)] ?? null;
                    return {
                      index: q.index,
                      question: q.question,
                      options: q.options,
                      chosen,
                      correct: chosen === q.right_answer,
                      ...(shows === 'review' ? { right_answer: q.right_answer } : {}),
                    };
                  }),
          },
  };
}

const summaryOf = (row: AttemptRow): AttemptSummary => ({
  id: row.id,
  attempt_no: row.attempt_no,
  started_at: row.started_at,
  deadline_at: row.deadline_at,
  submitted_at: row.submitted_at,
  score: row.score,
  total: row.total,
  percent: row.percent,
  passed: row.passed === null ? null : row.passed === 1,
});

/** The student's attempts at an exam, as the rules weigh them. */
function standingOf(rows: readonly AttemptRow[]): Standing {
  const ends = rows.flatMap((row) => (row.submitted_at === null ? [] : [row.submitted_at])).sort();
  return {
    made: rows.length,
    open: rows.some((row) => row.submitted_at === null),
    passed: rows.some((row) => row.passed === 1),
    lastEndedAt: ends.at(-1) ?? null,
  };
}

async function attemptsOf(db: DbOrTrx, userId: number, examId: number): Promise<AttemptRow[]> {
  const rows = await db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exam_id', '=', examId)
    .orderBy('attempt_no')
    .execute();
  return rows.map((row) => toAttemptRow(row as unknown as Record<string, unknown>));
}

async function findAttempt(db: DbOrTrx, userId: number, attemptId: number): Promise<AttemptRow> {
  const row = await db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Another student's attempt is as absent as one that never was.
  if (!row) throw notFound('Exam attempt');
  return toAttemptRow(row as unknown as Record<string, unknown>);
}

function assertOpen(row: AttemptRow): void {
  if (row.submitted_at !== null) throw new HttpError(409, 'This attempt has already been submitted.');
}

type LearningCtx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * Scores an attempt on the answers it holds and closes it, once: a second call (or a racing
 * one) answers the attempt as the first left it. A pass completes the course when its lessons
 * are done, and so issues the certificate.
 */
async function closeAttempt(ctx: LearningCtx, row: AttemptRow, now: Date): Promise<AttemptRow> {
  if (row.submitted_at !== null) return row;
  const passMark = (await examRules(ctx.db, row.exam_id))?.passMark ?? 0;
  const outcome = score(parseQuestions(row), parseAnswers(row), passMark);
  // Past the deadline, the attempt ended at the deadline: nothing later counts. A paused
  // attempt's clock was stopped: submitted while paused, it ends now.
  const endedAt = timeIsUp(row, now) ? row.deadline_at : now.toISOString();
  await ctx.db
    .updateTable('exam_attempts')
    .set({
      submitted_at: endedAt,
      score: outcome.score,
      total: outcome.total,
      percent: outcome.percent,
      passed: outcome.passed ? 1 : 0,
      paused_at: null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .where('submitted_at', 'is', null)
    .execute();
  const closed = await findAttempt(ctx.db, row.user_id, row.id);
  // A pass earns the certificate only while the student is enrolled: never after a refund.
  if (closed.passed === 1 && (await isEnrolled(ctx.db, row.user_id, row.course_id)))
    await issueCertificateIfComplete(ctx, row.user_id, row.course_id, now);
  return closed;
}

/** The attempts of a student, each past its deadline closed on the answers saved in time. */
async function settledAttempts(
  ctx: LearningCtx,
  userId: number,
  examId: number,
  now: Date,
): Promise<AttemptRow[]> {
  const rows = await attemptsOf(ctx.db, userId, examId);
  return Promise.all(rows.map((row) => (timeIsUp(row, now) ? closeAttempt(ctx, row, now) : row)));
}

/**
 * An attempt as the student may see it now: its result as the exam's rules allow, given all
 * their attempts at it (an exam since deleted shows the score alone).
 */
async function shownAttempt(ctx: LearningCtx, row: AttemptRow, now: Date): Promise<AttemptView> {
  if (row.submitted_at === null) return attemptView(row, now, 'score');
  const [rules, rows] = await Promise.all([
    examRules(ctx.db, row.exam_id),
    settledAttempts(ctx, row.user_id, row.exam_id, now),
  ]);
  return attemptView(row, now, rules ? resultShows(rules, standingOf(rows)) : 'score');
}

/** Everything the exam page shows before, during and after attempts. */
export async function examState(
  ctx: LearningCtx,
  userId: number,
  courseId: number,
  now: Date,
): Promise<ExamState> {
  const [exam, progress, accommodations] = await Promise.all([
    loadPublishedExam(ctx.db, courseId),
    courseProgress(ctx.db, userId, courseId),
    readAccommodations(ctx.db, userId),
  ]);
  const lessons = {
    total: progress.lessons,
    completed: progress.completed,
    left: Math.max(0, progress.lessons - progress.completed),
  };
  if (!exam)
    return {
      exam: null,
      lessons,
      attempts: [],
      open: null,
      attempts_left: null,
      next_start_at: null,
      can_start: false,
      passed: false,
      best: null,
    };
  const rows = await settledAttempts(ctx, userId, exam.id, now);
  const standing = standingOf(rows);
  const openRow = rows.find((row) => row.submitted_at === null);
  const bestRow = rows
    .filter((row) => row.submitted_at !== null)
    .sort((a, b) => (b.score ?? 0) / (b.total || 1) - (a.score ?? 0) / (a.total || 1))[0];
  const { questions: _questions, rules, ...info } = exam;
  const timed = info.duration_minutes !== null;
  const mayPause = timed && accommodations.exam_pause;
  return {
    exam: {
      ...info,
      allowed_minutes: allowedMinutes(info.duration_minutes, accommodations.extra_time),
      extra_time:
        timed && accommodations.extra_time !== 'none' ? EXTRA_TIME_LABELS[accommodations.extra_time] : null,
      may_pause: mayPause,
    },
    lessons,
    attempts: rows.map(summaryOf),
    open: openRow ? attemptView(openRow, now, 'score', mayPause) : null,
    attempts_left: attemptsLeft(rules, standing),
    next_start_at: standing.passed ? null : nextStartAt(rules, standing, now),
    can_start:
      !openRow &&
      lessons.total > 0 &&
      lessons.left === 0 &&
      exam.question_count > 0 &&
      startRefusal(rules, standing, now) === undefined,
    passed: standing.passed,
    best: bestRow
      ? {
          score: bestRow.score ?? 0,
          total: bestRow.total,
          percent: bestRow.percent ?? 0,
          passed: bestRow.passed === 1,
        }
      : null,
  };
}

/**
 * Starts an attempt: the questions the exam's rules draw, in a fresh random order with their
 * options in a fresh order, and a deadline from the exam's duration with the student's extra
 * time (their accommodations; untimed: as an exam without a duration). An attempt already under
 * way is answered instead, so a double click or a second tab never spends a second attempt.
 * Starts at the same moment make the same attempt number, which the database takes once: they
 * all answer that one attempt, and none goes past the exam's limit.
 */
export async function startAttempt(
  ctx: LearningCtx,
  userId: number,
  courseId: number,
  now: Date,
): Promise<AttemptView> {
  const exam = await loadPublishedExam(ctx.db, courseId);
  if (!exam || exam.question_count === 0) throw new HttpError(404, 'This course has no exam.');
  const progress = await courseProgress(ctx.db, userId, courseId);
  if (!lessonsDone(progress)) {
    const left = progress.lessons - progress.completed;
    throw new HttpError(
      409,
      `Complete the course's lessons first: ${left} ${left === 1 ? 'lesson' : 'lessons'} left.`,
    );
  }
  const rows = await settledAttempts(ctx, userId, exam.id, now);
  const accommodations = await readAccommodations(ctx.db, userId);
  const mayPause = exam.duration_minutes !== null && accommodations.exam_pause;
  const open = rows.find((row) => row.submitted_at === null);
  if (open) return attemptView(open, now, 'score', mayPause);
  const refusal = startRefusal(exam.rules, standingOf(rows), now);
  if (refusal) throw new HttpError(409, refusal);

  const questions = drawQuestions(exam.rules, exam.questions);
  const minutes = allowedMinutes(exam.duration_minutes, accommodations.extra_time);
  const durationMs = minutes === null ? UNTIMED_MS : Math.round(minutes * 60_000);
  const at = now.toISOString();
  await inTransaction(ctx.db, (trx) =>
    trx
      .insertInto('exam_attempts')
      .values({
        exam_id: exam.id,
        user_id: userId,
        course_id: courseId,
        attempt_no: rows.length + 1,
        started_at: at,
        deadline_at: new Date(now.getTime() + durationMs).toISOString(),
        submitted_at: null,
        questions: JSON.stringify(questions),
        answers: '{}',
        score: null,
        total: questions.length,
        percent: null,
        passed: null,
        created_at: at,
        updated_at: at,
      })
      // A racing start made this attempt number already: that one is the attempt.
      .onConflict((oc) => oc.columns(['user_id', 'exam_id', 'attempt_no']).doNothing())
      .execute(),
  );
  const made = await attemptsOf(ctx.db, userId, exam.id);
  const current = made.find((row) => row.attempt_no === rows.length + 1) as AttemptRow;
  return attemptView(current, now, 'score', mayPause);
}

/**
 * Saves one answer of an attempt under way. Refused once the attempt is submitted or its
 * deadline has passed: the attempt is then scored on what was saved in time.
 */
export async function saveAnswer(
  ctx: LearningCtx,
  userId: number,
  attemptId: number,
  input: { question: unknown; option: unknown },
  now: Date,
): Promise<AttemptView> {
  const row = await findAttempt(ctx.db, userId, attemptId);
  await assertEnrolled(ctx.db, userId, row.course_id);
  assertOpen(row);
  if (row.paused_at !== null) throw new HttpError(409, 'This exam is paused: resume it to answer.');
  if (timeIsUp(row, now)) {
    await closeAttempt(ctx, row, now);
    throw new HttpError(
      409,
      'The time for this exam is over: your answers saved before the end have been marked.',
    );
  }
  const index = Number(input.question);
  const option = Number(input.option);
  const question = parseQuestions(row).find((q) => q.index === index);
  if (!Number.isInteger(index) || !question)
    throw unprocessable({ question: ['There is no such question in this exam.'] });
  if (!Number.isInteger(option) || !question.options.some((o) => o.id === option))
    throw unprocessable({ option: ['Choose one of the question’s options.'] });
  // Read and written under the row's lock: answers chosen in quick succession all count.
  const saved = await inTransaction(ctx.db, async (trx) => {
    let query = trx.selectFrom('exam_attempts').selectAll().where('id', '=', row.id);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
    const current = toAttemptRow(
      (await query.executeTakeFirstOrThrow()) as unknown as Record<string, unknown>,
    );
    assertOpen(current);
    if (current.paused_at !== null) throw new HttpError(409, 'This exam is paused: resume it to answer.');
    const answers = { ...parseAnswers(current), [String(index)]: option };
    await trx
      .updateTable('exam_attempts')
      .set({ answers: JSON.stringify(answers), updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    return { ...current, answers: JSON.stringify(answers) };
  });
  return attemptView(saved, now, 'score');
}

/** Submits an attempt (again, harmlessly): its score, pass or fail, and what the exam lets it show. */
export async function submitAttempt(
  ctx: LearningCtx,
  userId: number,
  attemptId: number,
  now: Date,
): Promise<AttemptView> {
  const row = await findAttempt(ctx.db, userId, attemptId);
  await assertEnrolled(ctx.db, userId, row.course_id);
  return shownAttempt(ctx, await closeAttempt(ctx, row, now), now);
}

/** One attempt, closed first when its deadline has passed. */
export async function readAttempt(
  ctx: LearningCtx,
  userId: number,
  attemptId: number,
  now: Date,
): Promise<AttemptView> {
  const row = await findAttempt(ctx.db, userId, attemptId);
  const settled = timeIsUp(row, now) ? await closeAttempt(ctx, row, now) : row;
  if (settled.submitted_at === null) {
    const { exam_pause: mayPause } = await readAccommodations(ctx.db, userId);
    return attemptView(settled, now, 'score', mayPause && isTimed(settled));
  }
  return shownAttempt(ctx, settled, now);
}

/** Whether an attempt has a time limit: an untimed one is given the long deadline alone. */
const isTimed = (row: AttemptRow): boolean =>
  Date.parse(row.deadline_at) - Date.parse(row.started_at) < UNTIMED_MS;

/**
 * Pauses or resumes an attempt under way, for a student whose accommodations allow pausing a
 * timed exam: its clock stops while paused, and resuming moves the deadline on by the pause.
 * Only the call that changes the state it read takes effect, so a double click pauses once.
 */
export async function setAttemptPaused(
  ctx: LearningCtx,
  userId: number,
  attemptId: number,
  paused: boolean,
  now: Date,
): Promise<AttemptView> {
  const row = await findAttempt(ctx.db, userId, attemptId);
  if (timeIsUp(row, now)) {
    await closeAttempt(ctx, row, now);
    throw new HttpError(
      409,
      'The time for this exam is over: your answers saved before the end have been marked.',
    );
  }
  assertOpen(row);
  const { exam_pause: mayPause } = await readAccommodations(ctx.db, userId);
  if (!mayPause || !isTimed(row))
    throw new HttpError(403, 'Pausing a timed exam is an accommodation: ask for it in your profile.');
  if (paused && row.paused_at === null)
    await ctx.db
      .updateTable('exam_attempts')
      .set({ paused_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('submitted_at', 'is', null)
      .where('paused_at', 'is', null)
      .execute();
  if (!paused && row.paused_at !== null) await resumeAttempt(ctx.db, row, now);
  const current = await findAttempt(ctx.db, userId, attemptId);
  return attemptView(current, now, 'score', true);
}

/** Ends an attempt's pause: its deadline moves on by as long as the pause lasted. */
async function resumeAttempt(db: DbOrTrx, row: AttemptRow, now: Date): Promise<void> {
  if (row.paused_at === null) return;
  const pausedMs = Math.max(0, now.getTime() - Date.parse(row.paused_at));
  await db
    .updateTable('exam_attempts')
    .set({
      paused_at: null,
      deadline_at: new Date(Date.parse(row.deadline_at) + pausedMs).toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .where('paused_at', '=', row.paused_at)
    .execute();
}

/**
 * Pauses or resumes the student's attempts under way in a course with the course itself, when
 * their accommodations allow pausing a timed exam: pausing a course freezes its deadlines.
 */
export async function setCourseAttemptsPaused(
  ctx: LearningCtx,
  userId: number,
  courseId: number,
  paused: boolean,
  now: Date,
): Promise<void> {
  const { exam_pause: mayPause } = await readAccommodations(ctx.db, userId);
  if (!mayPause) return;
  const rows = await ctx.db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('submitted_at', 'is', null)
    .execute();
  for (const raw of rows) {
    const row = toAttemptRow(raw as unknown as Record<string, unknown>);
    if (timeIsUp(row, now) || !isTimed(row)) continue;
    if (paused && row.paused_at === null)
      await ctx.db
        .updateTable('exam_attempts')
        .set({ paused_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('paused_at', 'is', null)
        .execute();
    if (!paused) await resumeAttempt(ctx.db, row, now);
  }
}
