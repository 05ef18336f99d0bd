import { insertAuditEntry, listAuditEntries } from '@/lib/audit/store';
import { getStore, type Executor } from '@/lib/db/database';
import type { AuditRow } from '@/lib/db/schema';
import type { AuditAction, AuditSubject } from './actions';

export { AUDIT_ACTIONS, AUDIT_SUBJECTS, type AuditAction, type AuditSubject } from './actions';

/**
 * The audit log: who created, edited, published, deleted or restored what, and who changed
 * which account, when. Each entry is written in the same transaction as the change it records,
 * so the log never claims a change that did not happen, nor misses one that did.
 */

/** Who acted: a staff member, or the site itself (null: a scheduled article going live). */
export type AuditActor = { id: number; email: string } | null;

export interface AuditEvent {
  action: AuditAction;
  subject: { id?: number | string; label: string };
  /** What changed, when the action alone does not say (a role: from and to). */
  details?: Record<string, string | number | boolean | null>;
}

const subjectOf = (action: AuditAction) => action.split('.')[0] as AuditSubject;

/** Writes one entry; pass the transaction of the change it records. */
export async function recordAudit(
  db: Executor,
  actor: AuditActor,
  { action, subject, details }: AuditEvent,
  now = new Date(),
): Promise<void> {
  await insertAuditEntry(db, {
    created_at: now.toISOString(),
    actor_id: actor?.id ?? null,
    actor_email: actor?.email ?? '',
    action,
    subject_type: subjectOf(action),
    subject_id: subject.id === undefined ? null : String(subject.id),
    subject_label: subject.label.slice(0, 300),
    details: details ? JSON.stringify(details) : '',
  });
}

export interface AuditEntry {
  id: number;
  created_at: string;
  actor_id: number | null;
  actor_email: string;
  action: AuditAction;
  subject_type: AuditSubject;
  subject_id: string | null;
  subject_label: string;
  details: Record<string, unknown>;
}

function toEntry(row: AuditRow): AuditEntry {
  let details: Record<string, unknown> = {};
  try {
    details = row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {};
  } catch {
    // A hand-edited row: shown without its details.
  }
  return {
    ...row,
    action: row.action as AuditAction,
    subject_type: row.subject_type as AuditSubject,
    details,
  };
}

export const AUDIT_PAGE_SIZE = 50;

/** A page of the log, newest first, and where the next page starts (undefined: the end). */
export async function auditPage({
  before,
  subject,
}: {
  before?: number;
  subject?: AuditSubject;
}): Promise<{ entries: AuditEntry[]; next?: number }> {
  const rows = await listAuditEntries(await getStore(), {
    before,
    subjectType: subject,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  const entries = rows.slice(0, AUDIT_PAGE_SIZE).map(toEntry);
  return {
    entries,
    next: rows.length > AUDIT_PAGE_SIZE ? entries[entries.length - 1]!.id : undefined,
  };
}
