/** How far a student is through a course's lessons, as the server works it out (server/learning/progress.ts). */
export interface CourseProgress {
  /** Lessons in the course. */
  lessons: number;
  /** Of those, the ones the student has completed. */
  completed: number;
  /** completed / lessons, as a whole percentage rounded down (0 for a course without lessons). */
  percent: number;
}
