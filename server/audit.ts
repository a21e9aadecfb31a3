import type { AuditAction } from '../src/resources/auditActions';
import type { DbOrTrx } from './db/schema';

export interface AuditEntry {
  /** What was done: one of the list the audit log's filter offers. */
  action: AuditAction;
  userId?: number | null;
  resource?: string | null;
  recordId?: number | null;
  ip?: string | null;
  /** Facts worth keeping (field names, a path, a reason): never a password, token or session id. */
  detail?: Record<string, unknown>;
}

/** Who did something, from where: what every change carries into the audit log. */
export interface Actor {
  userId: number | null;
  ip: string | null;
}

export async function writeAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto('audit_log')
    .values({
      at,
      created_at: at,
      updated_at: at,
      user_id: entry.userId ?? null,
      action: entry.action,
      resource: entry.resource ?? null,
      record_id: entry.recordId ?? null,
      ip: entry.ip ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
