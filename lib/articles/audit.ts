import { recordAudit, type AuditAction, type AuditEvent } from '@/lib/audit/log';
import type { Executor } from '@/lib/db/database';
import type { ArticleStatus } from './status';
import type { ArticleChange } from './changes';
import type { LinkChange, RecordCurrent } from './translation-writes';
import type { ChecklistCode } from './checklist-codes';
import type { RecordChange } from './writes';

type AuditDetails = NonNullable<AuditEvent['details']>;

/**
 * The audit log's entries for articles, written by the use-cases in the transaction of each
 * change (the writes hand each change to `recordArticleChange`).
 */

/** What an edit did, as the audit log names it: a change of status says more than "edited". */
export function auditAction(
  event: 'created' | 'updated' | 'restored',
  before: ArticleStatus | undefined,
  after: ArticleStatus,
): AuditAction {
  if (event === 'created') return 'article.created';
  if (event === 'restored') return 'article.restored';
  if (before === after) return 'article.updated';
  if (after === 'published') return 'article.published';
  if (after === 'scheduled') return 'article.scheduled';
  return 'article.unpublished';
}

/** What a staff member's save says beyond the change itself. */
export interface SaveNotes {
  /** The checklist's findings the article was published or scheduled despite. */
  checklistOverridden?: readonly ChecklistCode[];
}

/** Records a staff member's save with what it says beyond the change (`notes`). */
export function recordArticleSave(notes: SaveNotes): RecordChange {
  return (trx, change) => recordArticleChange(trx, change, notes);
}

/** Records who did what to an article; a scheduled publication is the site's own doing. */
export async function recordArticleChange(
  trx: Executor,
  change: ArticleChange,
  notes: SaveNotes = {},
): Promise<void> {
  switch (change.event) {
    case 'published':
      return recordAudit(
        trx,
        null,
        { action: 'article.published', subject: { id: change.id, label: change.title } },
        change.at,
      );
    case 'deleted':
      return recordAudit(trx, change.author ?? null, {
        action: 'article.deleted',
        subject: { id: change.id, label: change.title },
        details: { slug: change.slug, status: change.status },
      });
    default:
      // A later save of a run of automatic saves: the run's entry already says who edited the
      // article and when it began.
      if (change.joinedRun) return;
      const details: AuditDetails = {
        ...(change.event === 'restored' && change.restoredFrom
          ? { revision: change.restoredFrom }
          : {}),
        ...(change.event === 'created' ? { status: change.status } : {}),
        ...(change.automatic ? { autosave: true } : {}),
        // Said only of the save that takes the article out (or schedules it).
        ...(notes.checklistOverridden?.length && change.status !== 'draft'
          ? { checklistOverridden: notes.checklistOverridden.join(',') }
          : {}),
      };
      return recordAudit(
        trx,
        change.author ?? null,
        {
          action: auditAction(change.event, change.statusBefore, change.status),
          subject: { id: change.id, label: change.title },
          ...(Object.keys(details).length > 0 ? { details } : {}),
        },
        change.updatedAt,
      );
  }
}

/**
 * Records the making of article `original`'s translation into `language` as what it is (not as
 * a new article): on the new draft, named by the original's title, with the language.
 */
export function recordTranslationMade(original: { id: number; title: string }, language: string) {
  return (trx: Executor, change: ArticleChange): Promise<void> => {
    if (change.event !== 'created') return recordArticleChange(trx, change);
    return recordAudit(
      trx,
      change.author ?? null,
      {
        action: 'article.translationCreated',
        subject: { id: change.id, label: original.title },
        details: { original: original.id, language },
      },
      change.updatedAt,
    );
  };
}

/** Records a translation link or unlink, on the article it concerns. */
export async function recordTranslationLink(trx: Executor, change: LinkChange): Promise<void> {
  if (change.event === 'linked') {
    return recordAudit(trx, change.author ?? null, {
      action: 'article.translationLinked',
      subject: { id: change.other.id, label: change.other.title },
      details: { original: change.article.id, language: change.other.language },
    });
  }
  return recordAudit(trx, change.author ?? null, {
    action: 'article.translationUnlinked',
    subject: { id: change.article.id, label: change.article.title },
  });
}

/** Records that a translation was checked against its original's latest revision. */
export async function recordTranslationCurrent(
  trx: Executor,
  change: Parameters<RecordCurrent>[1],
): Promise<void> {
  return recordAudit(trx, change.author ?? null, {
    action: 'article.translationCurrent',
    subject: { id: change.article.id, label: change.article.title },
    details: { original: change.originalId, from: change.from, to: change.to },
  });
}
