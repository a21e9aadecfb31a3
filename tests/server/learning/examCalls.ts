/** A student's exam calls, as the exam page makes them, each checked for its status. */
import { expect } from 'vitest';
import type { TestClient, TestServer } from '../helpers/testServer';
import { type ExamCourse, completeLessons, enrol, examCourse } from './support';

export interface Question {
  index: number;
  question: string;
  options: { id: number; text: string }[];
}
export interface Attempt {
  id: number;
  attempt_no: number;
  deadline_at: string;
  submitted_at: string | null;
  questions: Question[];
  answers: Record<string, number>;
  result: null | {
    score: number;
    total: number;
    percent: number;
    passed: boolean;
    shows: 'score' | 'wrong' | 'review';
    review: (Question & { chosen: number | null; right_answer?: number; correct: boolean })[];
  };
}

/** A signed-in student enrolled in a fresh exam course, its lessons done unless told. */
export async function ready(
  server: TestServer,
  options: Parameters<typeof examCourse>[1] & { lessonsDone?: number } = {},
): Promise<{ student: TestClient & { userId: number }; course: ExamCourse }> {
  const student = await server.signInAsStudent();
  const course = await examCourse(server, options);
  await enrol(server, student.userId, course.courseId);
  await completeLessons(server, student.userId, course, options.lessonsDone);
  return { student, course };
}

export const start = async (student: TestClient, course: ExamCourse) => {
  const response = await student.post(`/api/learn/${course.slug}/exam/attempts`, {});
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ attempt: Attempt }>().attempt;
};
export const answer = (student: TestClient, attempt: Attempt, question: number, option: number) =>
  student.post(`/api/exam-attempts/${attempt.id}/answer`, { question, option });
export const submit = async (student: TestClient, attempt: Attempt) => {
  const response = await student.post(`/api/exam-attempts/${attempt.id}/submit`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ attempt: Attempt }>().attempt;
};
export const state = async (student: TestClient, course: ExamCourse) => {
  const response = await student.get(`/api/learn/${course.slug}/exam`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
};

/** Every answer body a student can fetch before a full review carries no right answer. */
export function expectNoRightAnswer(body: string): void {
  expect(body).not.toContain('right_answer');
}
