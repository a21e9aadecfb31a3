/**
 * The student's exam, certificate and review calls (docs/API.md "Exams, certificates and
 * reviews"), and the public certificate check. Paths are absolute from the API host.
 */
export const examEndpoints = {
  /** The exam page's state: lessons left, attempts, the attempt under way. */
  exam: { method: 'GET', path: '/api/learn/:slug/exam' },
  start: { method: 'POST', path: '/api/learn/:slug/exam/attempts' },
  attempt: { method: 'GET', path: '/api/exam-attempts/:id' },
  answer: { method: 'POST', path: '/api/exam-attempts/:id/answer' },
  submit: { method: 'POST', path: '/api/exam-attempts/:id/submit' },
} as const;

export const certificateEndpoints = {
  /** The signed-in student's certificates. */
  mine: { method: 'GET', path: '/api/my/certificates' },
  /** The PDF of one of them. */
  pdf: { method: 'GET', path: '/api/my/certificates/:code/pdf' },
  /** Anyone: whether a certificate code is valid, with the name, course and date only. */
  verify: { method: 'GET', path: '/api/certificates/:code' },
} as const;

export const reviewEndpoints = {
  /** The student's own review of a course (null before they write one). */
  mine: { method: 'GET', path: '/api/learn/:slug/review' },
  /** Writes or edits it: `{rating, review}`; it waits for approval again. */
  save: { method: 'POST', path: '/api/learn/:slug/review' },
} as const;

/** A path with its `:name` parts filled in. */
export const pathOf = (path: string, params: Readonly<Record<string, string | number>>): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
