/**
 * Every action the audit log records: the server writes no other (server/audit.ts types its
 * entries by this list), and the audit log's `action` field offers these as its choices, so its
 * filter is a select of them. A module of its own, as roles.ts is: the server and the table
 * both read it.
 */
export const AUDIT_ACTIONS = [
  'login.success',
  'login.failure',
  'login.throttled',
  'logout',
  'register',
  'auth.refused',
  'record.create',
  'record.update',
  'record.delete',
  'record.action',
  'upload',
  'account.reset_requested',
  'account.password_reset',
  'account.email_verified',
  'account.email_change_requested',
  'account.email_changed',
  'account.exported',
  'account.closed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
