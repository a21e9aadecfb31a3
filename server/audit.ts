import type { AuditAction } from '../src/resources/auditActions';
import type { DbOrTrx } from './db/schema';
import { type RecordChange, changeOf } from './records/auditChange';

export interface AuditEntry {
  /** What was done: one of the list the audit log's filter offers. */
  action: AuditAction;
  userId?: number | null;
  resource?: string | null;
  recordId?: number | null;
  ip?: string | null;
  /** Facts worth keeping (field names, a path, a reason): never a password, token or session id. */
  detail?: Record<string, unknown>;
  /**
   * Each record the change touched, as it was before and after (wire values; no before when it
   * was made, no after when it went). The entry's own record gives the detail's `before` and
   * `after`; every other lands in its `touched`, so the history can say all an action did.
   */
  changes?: readonly RecordChange[];
}

/** Who did something, from where: what every change carries into the audit log. */
export interface Actor {
  userId: number | null;
  ip: string | null;
}

const isOwn = (entry: AuditEntry, change: RecordChange) =>
  change.resource === entry.resource && change.recordId === entry.recordId;

/** The detail kept for an entry: its facts, its own record's change and the other records it touched. */
function detailOf(entry: AuditEntry): Record<string, unknown> | null {
  const changes = entry.changes ?? [];
  const own = changes.find((change) => isOwn(entry, change));
  const others = changes.filter((change) => !isOwn(entry, change));
  const detail = {
    ...entry.detail,
    ...(own ? changeOf(own.before, own.after) : {}),
    ...(others.length
      ? {
          touched: others.map((change) => ({
            resource: change.resource,
            record_id: change.recordId,
            ...(change.done ? { done: change.done } : {}),
            ...changeOf(change.before, change.after),
          })),
        }
      : {}),
  };
  return Object.keys(detail).length ? detail : null;
}

export async function writeAudit(db: DbOrTrx, entry: AuditEntry): Promise<void> {
  const at = new Date().toISOString();
  const detail = detailOf(entry);
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
      detail: detail ? JSON.stringify(detail) : null,
    })
    .execute();
}
