import type { CourseProgress } from './progressTypes';

/**
 * A lesson's own video or audio as the course player reads it (docs/API.md "Lesson media"): the
 * file and its captions come from the lesson's own addresses, which answer only those who may
 * open the lesson, with range requests.
 */
export const lessonMediaEndpoints = {
  media: { method: 'GET', path: '/api/learn/:slug/lessons/:lessonId/media' },
  captions: { method: 'GET', path: '/api/learn/:slug/lessons/:lessonId/captions' },
  /** Where the student stopped: `{position_seconds}`; 90% of the media's length completes the lesson. */
  position: { method: 'POST', path: '/api/learn/:slug/lessons/:lessonId/position' },
} as const;

/** The share of a lesson's media a student must have reached for the lesson to count complete. */
export const WATCHED_SHARE = 0.9;

export interface LessonMedia {
  kind: 'video' | 'audio';
  /** Paths from the API's base. */
  src: string;
  type: string;
  captions_src: string | null;
  /** The length the server read from the file. */
  duration_seconds: number | null;
  /** Where to start: where the student stopped, or 0 (never saved, or stopped at the end). */
  position_seconds: number;
  /** The student's setting: captions on when the media starts. */
  captions_by_default: boolean;
}

/** The answer to saving a position: where it stands, and the lesson's completion once reached. */
export interface PositionSaved {
  position_seconds: number;
  completed: boolean;
  completed_at: string | null;
  /** The course's progress and certificate once this save completed the lesson; else null. */
  progress: CourseProgress | null;
  certificate: { code: string; status: string } | null;
}
