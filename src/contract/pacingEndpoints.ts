/**
 * Pacing calls (docs/API.md "Release schedules and accommodations"): an enrolment's release
 * schedule for the console, and the student's accommodations. Paths are absolute from the API host.
 */
export const pacingEndpoints = {
  /** The console: one enrolment's topics, when each opens for it and whether its mail went. */
  enrolmentSchedule: { method: 'GET', path: '/api/admin/enrolments/:id/schedule' },
} as const;

/** One topic of an enrolment's schedule, as the console shows it. */
export interface ScheduledTopic {
  id: number;
  title: string;
  opens_after_days: number | null;
  opens_on: string | null;
  /** When it opens for this enrolment; null: from the enrolment. */
  opens_at: string | null;
  open: boolean;
  /** When the student was mailed that it had opened. */
  mailed_at: string | null;
}

export interface EnrolmentSchedule {
  enrolment_id: number;
  enrolled_at: string;
  paused_at: string | null;
  /** Time spent paused before the pause under way, in seconds. */
  paused_seconds: number;
  topics: ScheduledTopic[];
}
