/** What the runner tells the exam day's load generator (bench/examdayMain.ts), and what it answers. */
export interface DayPlan {
  base: string;
  /** The exam's course. */
  slug: string;
  /** Accounts made before the run. */
  students: { email: string; password: string }[];
  /** One visitor arrives with every this many students. */
  studentsPerVisitor: number;
  /** Real time: students arriving a minute, and think time between clicks in seconds. */
  arrivalsPerMinute: number;
  thinkSeconds: [number, number];
  /** Real time is divided by this: arrivals come this much faster, think time is this much shorter. */
  factor: number;
  /** When the exam opens (ms from the generator's start) and over how long everyone starts it. */
  examAtMs: number;
  spikeMs: number;
  /** Pages of the public catalogue visitors pick from. */
  cataloguePages: number;
}

/** One request: its kind, when it was sent (ms from the start), how long it took (ms), 1 if it succeeded. */
export type Sample = [kind: string, startMs: number, ms: number, ok: 0 | 1];

export type DayReply =
  { samples: Sample[]; errors: string[]; errorCount: number; resulted: number } | { failed: string };
