import type { UserTable } from './userTables';

/**
 * What a person may read of the rows about them, by the table and the column that names them:
 * an allow-list, so a column added later stays out of the download until it is added here.
 * An empty list: the rows are not the person's to read. Left out everywhere: hashes of
 * passwords, sessions and mailed links, staff's notes and reasons, the questions and answers
 * of exam attempts (right answers among them), and the ids of the staff who acted.
 * tests/server/account/yourData.test.ts fails while a table holding a user id is not listed.
 */
export const EXPORTED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  // Resource records (src/resources: every reference to users).
  'blog_comments.user_id': [
    'id',
    'post_id',
    'author',
    'author_email',
    'content',
    'approve_status',
    'created_at',
  ],
  'blogs.user_id': ['id', 'title', 'post_status', 'content', 'created_at'],
  // The reason for a revocation is the staff's note.
  'certificates.user_id': [
    'id',
    'code',
    'course_id',
    'certificate_level_id',
    'issued_at',
    'status',
    'revoked_at',
  ],
  'enrolments.user_id': [
    'id',
    'course_id',
    'granted_via',
    'order_id',
    'enrolled_at',
    'paused_at',
    'progress',
  ],
  // The enrolments an admin granted are the students'.
  'enrolments.granted_by': [],
  // The score of each attempt; its questions hold the right answers.
  'exam_attempts.user_id': [
    'id',
    'exam_id',
    'course_id',
    'attempt_no',
    'started_at',
    'submitted_at',
    'score',
    'total',
    'percent',
    'passed',
  ],
  'orders.user_id': [
    'id',
    'items',
    'subtotal',
    'discount',
    'total',
    'currency',
    'coupon_code',
    'status',
    'payment_reference',
    'created_at',
    'paid_at',
    'refunded',
  ],
  'reviews.user_id': ['id', 'course_id', 'rating', 'review', 'status', 'created_at'],
  'notes.user_id': ['id', 'topic_id', 'description'],
  // What they did and from where; the details of a change may hold other people's records.
  'audit_log.user_id': ['id', 'at', 'action', 'resource', 'record_id', 'ip'],
  // The tables the server keeps beside the resource table (SYSTEM_USER_TABLES).
  'sessions.user_id': ['created_at', 'last_seen_at'],
  'account_tokens.user_id': [],
  'baskets.user_id': ['coupon_code', 'updated_at'],
  'basket_lines.user_id': ['kind', 'item_id', 'for_course_id', 'created_at'],
  // Who changed an order's status, with the staff's note: the orders themselves say where they stand.
  'order_events.user_id': [],
  // Who gave an order's money back, and the staff's reason: the orders say what was refunded.
  'order_refunds.user_id': [],
  'lesson_progress.user_id': ['lesson_id', 'course_id', 'completed_at'],
  'lesson_check_passes.user_id': ['lesson_id', 'passed_at'],
  // Where they stopped in a lesson's video or audio.
  'lesson_media_positions.user_id': ['lesson_id', 'position_seconds', 'updated_at'],
  'uploads.user_id': ['name', 'original_name', 'mime', 'size', 'kind', 'created_at'],
};

/** The key of a table's entry above. */
export const exportKey = (entry: Pick<UserTable, 'table' | 'column'>): string =>
  `${entry.table}.${entry.column}`;

/** What a person may read of the sign-in throttling kept by their address. */
export const EXPORTED_LOGIN_ATTEMPT = ['key', 'failures', 'last_failure_at', 'locked_until'] as const;
