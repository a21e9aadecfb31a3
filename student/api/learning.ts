import { apiConfig } from '../../src/api/config';
import {
  certificateEndpoints,
  examEndpoints,
  pathOf,
  reviewEndpoints,
} from '../../src/contract/learningEndpoints';
import type { AttemptView, ExamPageState } from '../../src/contract/examTypes';
import { request } from './client';

/** The student's exams, certificates and reviews, and the public certificate check. */

export type { AttemptView as Attempt } from '../../src/contract/examTypes';
export type { ExamPageState as ExamState } from '../../src/contract/examTypes';
export interface CourseRef {
  id: number;
  slug: string;
  title: string;
}

export const fetchExamState = (slug: string, signal?: AbortSignal) =>
  request<ExamPageState>(pathOf(examEndpoints.exam.path, { slug }), { signal });

export const startExam = async (slug: string): Promise<AttemptView> =>
  (await request<{ attempt: AttemptView }>(pathOf(examEndpoints.start.path, { slug }), { body: {} })).attempt;

export const saveExamAnswer = async (
  attemptId: number,
  question: number,
  option: number,
): Promise<AttemptView> =>
  (
    await request<{ attempt: AttemptView }>(pathOf(examEndpoints.answer.path, { id: attemptId }), {
      body: { question, option },
    })
  ).attempt;

export const submitExam = async (attemptId: number): Promise<AttemptView> =>
  (
    await request<{ attempt: AttemptView }>(pathOf(examEndpoints.submit.path, { id: attemptId }), {
      body: {},
    })
  ).attempt;

export const fetchAttempt = async (attemptId: number): Promise<AttemptView> =>
  (await request<{ attempt: AttemptView }>(pathOf(examEndpoints.attempt.path, { id: attemptId }))).attempt;

/** Where the browser downloads a certificate's PDF (a plain link: the session cookie goes with it). */
export const certificatePdfUrl = (code: string): string =>
  `${apiConfig.apiBase}${pathOf(certificateEndpoints.pdf.path, { code })}`;

export interface CertificateCheck {
  code: string;
  status: 'valid' | 'revoked';
  name: string;
  course: string;
  issued_at: string;
  issued_on: string;
  revoked_at: string | null;
}

export const checkCertificate = async (code: string, signal?: AbortSignal): Promise<CertificateCheck> =>
  (await request<{ data: CertificateCheck }>(pathOf(certificateEndpoints.verify.path, { code }), { signal }))
    .data;

export interface OwnReview {
  id: number;
  rating: number;
  review: string;
  status: string;
}

export const fetchOwnReview = (slug: string, signal?: AbortSignal) =>
  request<{ course: CourseRef; review: OwnReview | null }>(pathOf(reviewEndpoints.mine.path, { slug }), {
    signal,
  });

export const saveOwnReview = (slug: string, rating: number | null, review: string) =>
  request<{ course: CourseRef; review: OwnReview }>(pathOf(reviewEndpoints.save.path, { slug }), {
    body: { rating, review },
  });
