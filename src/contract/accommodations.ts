/**
 * A person's accommodations profile (docs/API.md "Release schedules and accommodations"): every
 * timed exam honours it, with no setting per exam.
 */

/** Extra time on timed exams: a percentage of the exam's duration, or no time limit at all. */
export const EXTRA_TIME = ['none', '25', '50', '100', 'untimed'] as const;
export type ExtraTime = (typeof EXTRA_TIME)[number];

export const EXTRA_TIME_LABELS: Readonly<Record<ExtraTime, string>> = {
  none: 'None',
  '25': '25%',
  '50': '50%',
  '100': '100%',
  untimed: 'Untimed',
};

export interface Accommodations {
  extra_time: ExtraTime;
  /** A timed exam may be paused, its clock stopped until it resumes. */
  exam_pause: boolean;
  reduced_motion: boolean;
  /** A lesson's captions are on when its video or audio starts. */
  captions_by_default: boolean;
}

export const accommodationEndpoints = {
  /** The signed-in person's own profile. */
  mine: { method: 'GET', path: '/api/my/accommodations' },
  save: { method: 'POST', path: '/api/my/accommodations' },
  /** Stops and restarts the clock of an attempt under way, for those who may pause timed exams. */
  pauseAttempt: { method: 'POST', path: '/api/exam-attempts/:id/pause' },
  resumeAttempt: { method: 'POST', path: '/api/exam-attempts/:id/resume' },
} as const;

/**
 * The time an attempt gets, in minutes (not rounded), for an exam of `minutes` (null: untimed)
 * under the accommodation; null: no time limit.
 */
export function allowedMinutes(minutes: number | null, extra: ExtraTime): number | null {
  if (minutes === null || extra === 'untimed') return null;
  if (extra === 'none') return minutes;
  return (minutes * (100 + Number(extra))) / 100;
}

export const isExtraTime = (value: unknown): value is ExtraTime =>
  typeof value === 'string' && (EXTRA_TIME as readonly string[]).includes(value);
