import type { Executor } from '@/lib/db/database';
import type { AuditRow, NewAuditRow } from '@/lib/db/schema';

/** The audit log, persisted as given (lib/audit decides what is written). */

export async function insertAuditEntry(db: Executor, entry: NewAuditRow): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export interface AuditQuery {
  /** Entries older than this id (the next page). */
  before?: number;
  limit: number;
  subjectType?: string;
  actorId?: number;
}

/** The newest entries first, a page at a time. */
export function listAuditEntries(
  db: Executor,
  { before, limit, subjectType, actorId }: AuditQuery,
): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (before !== undefined) query = query.where('id', '<', before);
  if (subjectType) query = query.where('subject_type', '=', subjectType);
  if (actorId !== undefined) query = query.where('actor_id', '=', actorId);
  return query.execute();
}
