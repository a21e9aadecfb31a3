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
  /** When the address was last proved by a mailed link; null until then. */
  email_verified_at: Timestamp | null;
  /** When the owner closed the account: the row stays, anonymised, for the orders that point at it. */
  closed_at: Timestamp | null;
  /** Accommodations (src/contract/accommodations.ts): extra time on timed exams, pausing them, reduced motion. */
  extra_time: Generated<string>;
  exam_pause: Generated<number>;
  reduced_motion: Generated<number>;
  /** 1: a lesson's captions are on when its media starts. */
  captions_by_default: Generated<number>;
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
  /** The entry's time again, as every record table has them (the console lists the log). */
  created_at: string | null;
  updated_at: string | null;
}

export interface UploadTable {
  id: Generated<number>;
  name: string;
  original_name: string | null;
  mime: string;
  size: number;
  kind: string;
  user_id: number | null;
  /** An audio or video file's length, read from the file when it was stored; null when unknown. */
  duration_seconds?: number | null;
  created_at: Timestamp;
}

export interface EnrolmentTable {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  progress: Generated<number>;
  enrolled_at: Timestamp;
  /** The order that granted it; null when an admin granted it by hand (or the demo seed did). */
  order_id: number | null;
  /** The admin who granted it by hand. */
  granted_by: number | null;
  /** How it was granted, in words: "Order #12", "Granted by an admin", "Free course". */
  granted_via: string | null;
  /** Set while the student has paused the course: no reminders; progress is kept. */
  paused_at: Timestamp | null;
  /** Seconds spent paused before the pause under way, if any: the release schedule moves on by them. */
  paused_seconds: Generated<number>;
  /** When the student first opened a lesson of the course (not a free preview): the course is started. */
  started_at: Generated<Timestamp | null>;
  created_at: Timestamp | null;
  updated_at: Timestamp | null;
}

/** A student's pass of a lesson's knowledge check, kept once. */
/** Where a student stopped in a lesson's media, to resume from. */
export interface LessonMediaPositionTable {
  user_id: number;
  lesson_id: number;
  position_seconds: number;
  updated_at: Timestamp;
}

export interface LessonCheckPassTable {
  user_id: number;
  lesson_id: number;
  passed_at: Timestamp;
}

/** A topic's "now open" mail, taken for one enrolment before it is sent: at most once each. */
export interface TopicReleaseMailTable {
  enrolment_id: number;
  topic_id: number;
  sent_at: Timestamp;
}

export interface BasketTable {
  user_id: number;
  coupon_code: string | null;
  /** The pending order made from this basket; any change to the basket lets it go. */
  checkout_order_id: number | null;
  updated_at: Timestamp;
}

export interface BasketLineTable {
  id: Generated<number>;
  user_id: number;
  /** `course`, `bundle`, `product` or `certificate_level`. */
  kind: string;
  item_id: number;
  /** The course a certificate level is for; 0 for the other kinds. */
  for_course_id: Generated<number>;
  created_at: Timestamp;
}

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  note: string | null;
  user_id: number | null;
  at: Timestamp;
}

/** One refund of an order: pence given back, why, by whom and the provider's reference. */
export interface OrderRefundTable {
  id: Generated<number>;
  order_id: number;
  amount: number;
  reason: string;
  /** Null while the provider is being asked. */
  reference: string | null;
  user_id: number | null;
  at: Timestamp;
}

/** A VAT invoice or credit note as issued (server/shop/vatDocuments.ts). */
export interface VatDocumentTable {
  id: Generated<number>;
  kind: 'invoice' | 'credit_note';
  /** Its number in its kind's sequence. */
  seq: number;
  order_id: number;
  /** The refund a credit note is for; 0 for an invoice. */
  refund_id: number;
  issued_at: Timestamp;
  /** What it says, as JSON (`VatDocument`). */
  content: string;
}

export interface VatDocumentCounterTable {
  kind: string;
  last: number;
}

export interface PaymentEventTable {
  /** The provider's event id: an event seen twice is handled once. */
  id: string;
  provider: string;
  type: string;
  order_id: number | null;
  at: Timestamp;
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
  /** Set while the student has paused a timed attempt (an accommodation); the deadline moves on by the pause. */
  paused_at: Generated<Timestamp | null>;
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

/** A public key that signs (or signed) credentials; it stays in the DID document once retired. */
export interface CredentialKeyTable {
  /** The verification method's fragment: `did:web:host#<id>`. */
  id: string;
  public_key_multibase: string;
  created_at: Timestamp;
}

/** A certificate's Open Badges credential, signed once and answered as it was signed. */
export interface CredentialTable {
  certificate_id: number;
  key_id: string;
  /** The signed credential, JSON. */
  credential: string;
  created_at: Timestamp;
}

export interface AccountTokenTable {
  /** SHA-256 (hex) of the token mailed; the token itself is never stored. */
  id: string;
  user_id: number;
  purpose: 'password_reset' | 'email_verify' | 'email_change';
  /** The address the link was sent to: for a change, the new one. */
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Set when the link is followed (or superseded); a used token never works again. */
  used_at: Timestamp | null;
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
  baskets: BasketTable;
  basket_lines: BasketLineTable;
  order_events: OrderEventTable;
  payment_events: PaymentEventTable;
  order_refunds: OrderRefundTable;
  vat_documents: VatDocumentTable;
  vat_document_counters: VatDocumentCounterTable;
  app_meta: AppMetaTable;
  account_tokens: AccountTokenTable;
  credential_keys: CredentialKeyTable;
  credentials: CredentialTable;
  topic_release_mails: TopicReleaseMailTable;
  lesson_check_passes: LessonCheckPassTable;
  lesson_media_positions: LessonMediaPositionTable;
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
