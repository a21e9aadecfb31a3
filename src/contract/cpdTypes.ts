/** A student's CPD record: completed courses by year of completion, with CPD hours. */
export interface CpdCourse {
  title: string;
  /** The course's duration; null when the course states none (counted as 0). */
  hours: number | null;
  enrolledAt: string | null;
  completedAt: string;
  certificateCode: string;
}

export interface CpdYear {
  year: number;
  hours: number;
  courses: CpdCourse[];
}

export interface CpdRecord {
  /** Newest year first. */
  years: CpdYear[];
  /** Every year's hours together. */
  hours: number;
}

export const cpdEndpoints = {
  record: { method: 'GET', path: '/api/my/cpd' },
  csv: { method: 'GET', path: '/api/my/cpd.csv' },
  pdf: { method: 'GET', path: '/api/my/cpd.pdf' },
} as const;
