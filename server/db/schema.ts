import type { Generated, Kysely, Transaction } from 'kysely';

/** Timestamps are ISO 8601 UTC text in both databases, so they sort and compare as strings. */
type Timestamp = string;

export interface UserTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role_id: number;
  profile_picture: string | null;
  /** 1: cannot sign in, and holds no session. */
  disabled: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionTable {
  /** SHA-256 (hex) of the cookie's value; the value itself is never stored. */
  id: string;
  user_id: number;
  /** The bearer token of an admin session, null for everyone else. */
  admin_token: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface LoginAttemptTable {
  /** `login-account:<email>`, `login-ip:<ip>`, `register-ip:<ip>`, ... */
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  /** `login.success`, `login.failure`, `auth.refused`, `record.create`, ... */
  action: string;
  resource: string | null;
  record_id: number | null;
  ip: string | null;
  /** JSON with the facts worth keeping; never a password, token or session id. */
  detail: string | null;
}

export interface UploadTable {
  id: Generated<number>;
  name: string;
  original_name: string | null;
  mime: string;
  size: number;
  kind: string;
  user_id: number | null;
  created_at: Timestamp;
}

export interface EnrolmentTable {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  progress: number;
  enrolled_at: Timestamp;
  /** Set while the student has paused the course: no reminders; progress is kept. */
  paused_at: Timestamp | null;
}

export interface LessonProgressTable {
  id: Generated<number>;
  user_id: number;
  lesson_id: number;
  course_id: number;
  completed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExamAttemptTable {
  id: Generated<number>;
  exam_id: number;
  user_id: number;
  course_id: number;
  /** 1 for a student's first attempt at this exam, 2 for the second, ... */
  attempt_no: number;
  started_at: Timestamp;
  /** Answers saved after this are refused; the attempt is scored on what was saved before it. */
  deadline_at: Timestamp;
  submitted_at: Timestamp | null;
  /** JSON `{index, options}[]`: the exam's questions in this attempt's order, each with its options' ids in order. */
  questions: string;
  /** JSON `{[questionIndex]: optionId}`. */
  answers: string;
  score: number | null;
  total: number;
  percent: number | null;
  /** 1 or 0 once submitted. */
  passed: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CertificateTable {
  id: Generated<number>;
  /** What the public verification page is reached by: `/certificates/<code>`. */
  code: string;
  user_id: number;
  course_id: number;
  certificate_level_id: number | null;
  issued_at: Timestamp;
  status: 'valid' | 'revoked';
  revoked_reason: string | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** The tables the server reads by name. Resource tables are reached through `loose()`. */
export interface Database {
  users: UserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  audit_log: AuditLogTable;
  uploads: UploadTable;
  enrolments: EnrolmentTable;
  lesson_progress: LessonProgressTable;
  exam_attempts: ExamAttemptTable;
  certificates: CertificateTable;
  app_meta: AppMetaTable;
}

/** A resource row as the generic record code sees it: columns by name. */
export type Row = Record<string, unknown>;
export type LooseDatabase = Record<string, Row>;

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

/**
 * The same connection, typed for tables named at run time (one per resource of the table).
 * Column names still come only from the resource table, never from a request.
 */
export const loose = (db: DbOrTrx): Kysely<LooseDatabase> => db as unknown as Kysely<LooseDatabase>;
