import { catchUpSearchIndex } from './search/index-queue';
import type { Executor, Store } from '@/lib/db/database';
import { isUniqueViolation } from '@/lib/db/dialect';
import type { ArticleRow } from '@/lib/db/schema';
import {
  listGroupMembers,
  listTranslationSources,
  setSourceRevision,
  setTranslationGroup,
} from '@/lib/articles/translations-store';
import { getArticleRow, latestRevision } from '@/lib/articles/revisions-store';
import type { WriteContext } from './changes';
import type { ArticleLanguage } from './language';
import type { Article } from './schemas';
import { tidyGroup } from './translation-groups';
import { insertArticleWithin } from './writes';

/**
 * Translations written to the store: link two articles, unlink one, or make a new one from an
 * original. Each runs in one transaction; a group keeps at most one article per language
 * (the database's unique index), and the group's rows change only if they are still what was
 * read (conditional updates), so two staff linking at once leave one consistent group: the
 * later one runs again on what the first left, and is refused if it no longer fits.
 */

export type TranslationRefusal =
  /** The article, or the one to link it with, does not exist. */
  | 'notFound'
  | 'otherNotFound'
  | 'self'
  | 'sameLanguage'
  /** The group already has an article in that language. */
  | 'languageTaken'
  /** The other article is already linked to another group. */
  | 'alreadyLinked'
  /** Unlinking an article that has no translations. */
  | 'notLinked'
  /** Marking up to date an article that was not made from another (or whose original left). */
  | 'notTranslation';

export type TranslationWrite<T> =
  { ok: true; value: T } | { ok: false; reason: TranslationRefusal };

/** What a link or an unlink changed: the articles whose pages show it. */
export interface TranslationChange {
  slugs: string[];
}

class Refused extends Error {
  constructor(readonly reason: TranslationRefusal) {
    super(reason);
  }
}

/** Another writer changed the group between this one's read and its write. */
class Raced extends Error {}

const ATTEMPTS = 10;

async function inTransaction<T>(
  db: Store,
  work: (trx: Executor) => Promise<T>,
): Promise<TranslationWrite<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      const value = await db.transaction().execute(work);
      await catchUpSearchIndex(db);
      return { ok: true, value };
    } catch (error) {
      if (error instanceof Refused) return { ok: false, reason: error.reason };
      const raced = error instanceof Raced || isUniqueViolation(error);
      if (!raced || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

async function existing(trx: Executor, id: number, missing: TranslationRefusal) {
  const row = await getArticleRow(trx, id);
  if (!row) throw new Refused(missing);
  return row;
}

async function refuseTakenLanguage(trx: Executor, group: number | null, language: ArticleLanguage) {
  if (group === null) return;
  const members = await listGroupMembers(trx, [group]);
  if (members.some((member) => member.language === language)) throw new Refused('languageTaken');
}

/** Makes `row` the first article of a group named after it, unless it is in one already. */
async function groupOf(trx: Executor, row: ArticleRow): Promise<number> {
  if (row.translation_group !== null) return row.translation_group;
  if (!(await setTranslationGroup(trx, row.id, { group: row.id, expected: null }))) {
    throw new Raced();
  }
  return row.id;
}

/**
 * Links article `otherId` to article `id` as its translation: it joins `id`'s group and
 * remembers `id`'s latest revision as the one it is up to date with. Linking two articles
 * already linked to each other changes nothing.
 */
export function linkTranslations(
  db: Store,
  id: number,
  otherId: number,
  { author, recordLink }: Pick<WriteContext, 'author'> & { recordLink?: RecordLink } = {},
): Promise<TranslationWrite<TranslationChange>> {
  return inTransaction(db, async (trx) => {
    if (id === otherId) throw new Refused('self');
    const row = await existing(trx, id, 'notFound');
    const other = await existing(trx, otherId, 'otherNotFound');
    if (row.language === other.language) throw new Refused('sameLanguage');
    if (other.translation_group !== null) {
      if (other.translation_group === row.translation_group) return { slugs: [] };
      throw new Refused('alreadyLinked');
    }
    await refuseTakenLanguage(trx, row.translation_group, other.language);
    const group = await groupOf(trx, row);
    const source = await latestRevision(trx, row.id);
    const joined = await setTranslationGroup(trx, other.id, {
      group,
      expected: null,
      sourceRevisionId: source?.id ?? null,
    });
    if (!joined) throw new Raced();
    await recordLink?.(trx, { event: 'linked', author, article: row, other });
    return { slugs: [row.slug, other.slug] };
  });
}

/** Takes article `id` out of its translation group; the others stay linked to each other. */
export function unlinkTranslation(
  db: Store,
  id: number,
  { author, recordLink }: Pick<WriteContext, 'author'> & { recordLink?: RecordLink } = {},
): Promise<TranslationWrite<TranslationChange>> {
  return inTransaction(db, async (trx) => {
    const row = await existing(trx, id, 'notFound');
    const group = row.translation_group;
    if (group === null) throw new Refused('notLinked');
    const left = await setTranslationGroup(trx, row.id, {
      group: null,
      expected: group,
      sourceRevisionId: null,
    });
    if (!left) throw new Raced();
    const remaining = await tidyGroup(trx, group, row.id);
    const others = await Promise.all(remaining.map((otherId) => getArticleRow(trx, otherId)));
    await recordLink?.(trx, { event: 'unlinked', author, article: row });
    return { slugs: [row.slug, ...others.flatMap((other) => (other ? [other.slug] : []))] };
  });
}

/**
 * Makes the translation of article `id` into `language`: a draft, a copy of the original
 * (title, body with its pictures and their descriptions, hashtags, author, banner and its
 * texts) with its own slug from the title, linked to the original and up to date with its
 * latest revision.
 */
export function createTranslation(
  db: Store,
  id: number,
  language: ArticleLanguage,
  now: Date,
  context: WriteContext = {},
): Promise<TranslationWrite<Article>> {
  return inTransaction(db, async (trx) => {
    const original = await existing(trx, id, 'notFound');
    if (original.language === language) throw new Refused('sameLanguage');
    await refuseTakenLanguage(trx, original.translation_group, language);
    const group = await groupOf(trx, original);
    const source = await latestRevision(trx, original.id);
    return insertArticleWithin(
      trx,
      {
        title: original.title,
        author_name: original.author_name,
        hashtags: original.hashtags,
        content: original.content,
        banner_meta_title: original.banner_meta_title,
        banner_meta_alt: original.banner_meta_alt,
        description: original.description,
        social_title: original.social_title,
        bannerHash: original.banner_hash,
        publication: { status: 'draft', date: now.toISOString() },
        language,
        translationOf: { group, sourceRevisionId: source?.id ?? null },
      },
      undefined,
      now,
      context,
    );
  });
}

/** What marking a translation up to date changed: the original's revisions it spans. */
export interface SourceChange {
  originalId: number;
  from: number;
  to: number;
}

/**
 * Marks translation `id` up to date with its original: it remembers the original's latest
 * revision as the one it was last checked against.
 */
export function markTranslationCurrent(
  db: Store,
  id: number,
  { author, record }: { author?: WriteContext['author']; record?: RecordCurrent } = {},
): Promise<TranslationWrite<SourceChange>> {
  return inTransaction(db, async (trx) => {
    const row = await existing(trx, id, 'notFound');
    const [source] = await listTranslationSources(trx, [row.id]);
    if (!source) throw new Refused('notTranslation');
    const change = {
      originalId: source.original_id,
      from: source.revision_id,
      to: source.latest_revision_id,
    };
    if (change.to === change.from) return change;
    const marked = await setSourceRevision(trx, row.id, {
      revision: change.to,
      expected: change.from,
    });
    if (!marked) throw new Raced();
    await record?.(trx, { author, article: row, ...change });
    return change;
  });
}

export type RecordCurrent = (
  trx: Executor,
  change: SourceChange & { author?: WriteContext['author']; article: ArticleRow },
) => Promise<void>;

/** A link or an unlink, for the caller to record in the same transaction (the audit log). */
export type LinkChange =
  | {
      event: 'linked';
      author?: WriteContext['author'];
      article: ArticleRow;
      other: ArticleRow;
    }
  | { event: 'unlinked'; author?: WriteContext['author']; article: ArticleRow };

export type RecordLink = (trx: Executor, change: LinkChange) => Promise<void>;
