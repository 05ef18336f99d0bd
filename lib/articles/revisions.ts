import type { Executor } from '@/lib/db/database';
import {
  deleteRevisions,
  findRevision,
  getArticleRow,
  insertRevision,
  latestRevision,
  listRevisions as listRevisionRows,
  namedByOthers,
  replaceRevision,
  thinnableRevisions,
  type RevisionAuthor,
} from '@/lib/articles/revisions-store';
import { revisionsToThin } from './revision-thinning';
import { isSourceRevision } from '@/lib/articles/translations-store';
import { imagePath } from './images';
import type { Revision, RevisionSummary } from './schemas';
import type { ArticleStatus } from './status';

/**
 * An article's history: every write leaves a revision of what it wrote, in its transaction,
 * and staff read them back one by one (docs/CONTRACT.md, the history extension).
 */

/**
 * How long one run of automatic saves lasts: within it, each automatic save by the same staff
 * member replaces the run's revision instead of adding one, so the history keeps one version
 * per sitting and per ten minutes rather than one per pause in typing.
 */
export const AUTOSAVE_RUN_MS = 10 * 60_000;

/** The revision a write left: the article as written, and whether it joined a run. */
export interface KeptRevision {
  title: string;
  status: ArticleStatus;
  updatedAt: Date;
  /** An automatic save (the event is then recorded as 'autosaved'). */
  automatic: boolean;
  /** A later automatic save of a run: it replaced the run's revision instead of adding one. */
  joinedRun: boolean;
}

/** Keeps a revision of article `id` as the write in `trx` left it. */
export async function keepRevision(
  trx: Executor,
  id: number,
  event: 'created' | 'updated' | 'restored',
  {
    author,
    restoredFrom,
    autosave,
  }: { author?: RevisionAuthor; restoredFrom?: number; autosave?: boolean },
): Promise<KeptRevision> {
  const row = await getArticleRow(trx, id);
  if (!row) throw new Error(`article ${id} vanished inside its own transaction`);
  const automatic = autosave === true && event === 'updated';
  const kept = { title: row.title, status: row.status, updatedAt: new Date(row.updated_at) };
  if (automatic) {
    const run = await autosaveRun(trx, id, author, kept.updatedAt);
    // A later save of the same run: its revision now holds this text.
    if (run) {
      await replaceRevision(trx, run.id, row);
      return { ...kept, automatic, joinedRun: true };
    }
  }
  await insertRevision(trx, row, {
    event: automatic ? 'autosaved' : event,
    author,
    restoredFrom,
    autosaveSince: automatic ? row.updated_at : null,
  });
  await thinHistory(trx, id, kept.updatedAt);
  return { ...kept, automatic, joinedRun: false };
}

/** Lets the article's older revisions go by the policy of revision-thinning.ts; how many. */
export async function thinHistory(trx: Executor, articleId: number, now: Date): Promise<number> {
  const thinned = revisionsToThin(
    await thinnableRevisions(trx, articleId),
    await namedByOthers(trx, articleId),
    now,
  );
  await deleteRevisions(trx, articleId, thinned);
  return thinned.length;
}

/**
 * The run of automatic saves a new one joins: the article's newest revision, when it is an
 * automatic save by the same staff member whose run began less than AUTOSAVE_RUN_MS ago. Any
 * other save in between (an explicit one, a colleague's, a restore) ends the run, and so does
 * a translation made from (or marked up to date with) the run's revision.
 */
async function autosaveRun(
  trx: Executor,
  articleId: number,
  author: RevisionAuthor | undefined,
  now: Date,
): Promise<{ id: number } | undefined> {
  if (!author) return undefined;
  const latest = await latestRevision(trx, articleId);
  if (!latest || latest.event !== 'autosaved' || latest.staff_id !== author.id) return undefined;
  const since = latest.autosave_since ? Date.parse(latest.autosave_since) : Number.NaN;
  if (now.getTime() - since >= AUTOSAVE_RUN_MS) return undefined;
  // A translation is up to date with that revision: rewriting it would hide this change.
  return (await isSourceRevision(trx, latest.id)) ? undefined : { id: latest.id };
}

/** How many revisions the history shows (the newest). */
export const REVISIONS_SHOWN = 200;

/** An article's revisions, newest first. */
export async function listRevisions(db: Executor, articleId: number): Promise<RevisionSummary[]> {
  return listRevisionRows(db, articleId, REVISIONS_SHOWN);
}

/** One revision of an article, in the shape of the history extension (docs/CONTRACT.md). */
export async function getRevision(
  db: Executor,
  articleId: number,
  revisionId: number,
): Promise<(Revision & { banner_hash: string | null }) | undefined> {
  const row = await findRevision(db, articleId, revisionId);
  if (!row) return undefined;
  return {
    id: row.id,
    created_at: row.created_at,
    event: row.event,
    restored_from: row.restored_from,
    staff_email: row.staff_email,
    title: row.title,
    status: row.status,
    name: row.name,
    slug: row.slug,
    author_name: row.author_name,
    hashtags: row.hashtags,
    content: row.content,
    date: row.published_at,
    banner: {
      path: imagePath(row.banner_hash, row.banner_ext),
      meta_title: row.banner_meta_title,
      meta_alt: row.banner_meta_alt,
    },
    description: row.description,
    social_title: row.social_title,
    banner_hash: row.banner_hash,
  };
}
