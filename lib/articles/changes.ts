import type { Executor } from '@/lib/db/database';
import type { RevisionAuthor } from '@/lib/articles/revisions-store';
import type { KeptRevision } from './revisions';
import type { ArticleStatus } from './status';

/** What a write did, for the caller to record in the same transaction (the audit log's entry). */
export type ArticleChange =
  | ({
      event: 'created' | 'updated' | 'restored';
      id: number;
      author?: RevisionAuthor;
      /** The article's status before an edit. */
      statusBefore?: ArticleStatus;
      restoredFrom?: number;
    } & KeptRevision)
  | {
      event: 'deleted';
      id: number;
      author?: RevisionAuthor;
      title: string;
      slug: string;
      status: ArticleStatus;
    }
  /** A scheduled article whose time came. */
  | { event: 'published'; id: number; title: string; at: Date };

/** Runs inside the write's transaction: what it writes stands or falls with the change. */
export type RecordChange = (trx: Executor, change: ArticleChange) => Promise<void>;

/** Who writes, and why: kept with the revision the write leaves. */
export interface WriteContext {
  author?: RevisionAuthor;
  /** The revision being brought back (a restore). */
  restoredFrom?: number;
  /** A draft saving itself as staff type: one revision per run (lib/articles/revisions.ts). */
  autosave?: boolean;
  /** Told of each change in its transaction (the use-cases' audit entry, lib/articles/audit.ts). */
  record?: RecordChange;
}
