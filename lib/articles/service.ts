import { getStore } from '@/lib/db/database';
import { isUniqueViolation } from '@/lib/db/dialect';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { recordArticleChange, recordArticleSave } from './audit';
import * as reads from './reads';
import { withTranslationSource, withTranslationSources } from './translation-sources';
import * as writes from './writes';
import { revalidateArticle } from './revalidate';
import type { Article, ArticleListItem } from './schemas';
import type { ArticleLanguage } from './language';
import type { ArticleStatus } from './status';
import { validateSubmission, type ArticleSubmission, type WriteResult } from './submission';

/**
 * The article use-cases, HTTP-free: each validates, persists and refreshes the public pages,
 * so that no write path can forget the refresh (the routes only read the request and shape the
 * answer). Errors are catalogue keys (`validation.*`, `images.*`), translated at the edge.
 * Here: create, update, delete and the staff's reads; the history (history.ts), the scheduled
 * publications (publish-due.ts) and body images (upload.ts) have modules of their own.
 */

export async function createArticle(
  submission: ArticleSubmission,
  actor: StaffAccount,
): Promise<WriteResult<Article>> {
  const valid = await validateSubmission(submission);
  if (!valid.ok) return valid;
  if (submission.autosave && valid.publication.status !== 'draft') return autosaveRefused();
  let article: Article;
  try {
    article = await writes.createArticle(
      await getStore(),
      {
        ...valid.fields,
        facts: valid.facts,
        publication: valid.publication,
        slug: valid.slug,
        language: valid.language,
      },
      valid.banner,
      new Date(),
      { author: actor, record: recordArticleSave(submission) },
    );
  } catch (error) {
    // Someone took the address asked for a moment ago.
    if (!valid.slug || !isUniqueViolation(error)) throw error;
    return { ok: false, code: 'invalid', problems: { slug: ['validation.slugTaken'] } };
  }
  if (!submission.autosave) await revalidateArticle(article);
  return { ok: true, value: article };
}

/**
 * Undefined `id` (not a canonical id) is answered like an id that does not exist.
 * `expectedVersion`: the `updated_at` the staff member started editing from; when someone
 * saved since, nothing is written and the answer carries the article as it is now.
 */
export async function updateArticle(
  id: number | undefined,
  submission: ArticleSubmission,
  actor: StaffAccount,
  { expectedVersion }: { expectedVersion?: string } = {},
): Promise<WriteResult<Article>> {
  const db = await getStore();
  const before = id === undefined ? undefined : await reads.getArticleById(db, id);
  if (!before) return { ok: false, code: 'notFound' };
  const valid = await validateSubmission(submission, {
    id: before.id,
    status: before.status,
    date: before.date,
  });
  if (!valid.ok) return valid;
  if (submission.autosave) {
    // Only a draft saves itself. One that is no longer a draft was changed by someone since
    // the version the writer has, when it has one: that is a conflict to show, not to write.
    if (before.status !== 'draft' && expectedVersion && expectedVersion !== before.updated_at) {
      return { ok: false, code: 'conflict', current: before };
    }
    if (before.status !== 'draft' || valid.publication.status !== 'draft') {
      return autosaveRefused();
    }
  }
  // A translation group holds one article per language.
  const languageTaken = (language: string) =>
    before.translations.some((translation) => translation.language === language);
  if (valid.language && valid.language !== before.language && languageTaken(valid.language)) {
    return languageTakenRefusal();
  }
  let article: Article | undefined | 'conflict';
  try {
    article = await writes.writeArticleUpdate(
      db,
      before.id,
      {
        ...valid.fields,
        facts: valid.facts,
        publication: valid.publication,
        slug: valid.slug,
        language: valid.language,
      },
      valid.banner,
      new Date(),
      {
        expectedVersion,
        author: actor,
        autosave: submission.autosave,
        record: recordArticleSave(submission),
      },
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone took the address, or linked a version in that language, a moment ago.
    const now = await reads.getArticleById(db, before.id);
    if (valid.language && now && valid.language !== now.language) {
      if (now.translations.some((translation) => translation.language === valid.language)) {
        return languageTakenRefusal();
      }
    }
    if (!valid.slug) throw error;
    return { ok: false, code: 'invalid', problems: { slug: ['validation.slugTaken'] } };
  }
  if (article === 'conflict') {
    const current = await withTranslationSource(db, await reads.getArticleById(db, before.id));
    return current ? { ok: false, code: 'conflict', current } : { ok: false, code: 'notFound' };
  }
  if (!article) return { ok: false, code: 'notFound' };
  // A draft that stays a draft is on no public page: an autosave every few seconds expires
  // nothing.
  if (!submission.autosave) await revalidateArticle(article, before);
  return { ok: true, value: (await withTranslationSource(db, article))! };
}

function languageTakenRefusal(): WriteResult<never> {
  return { ok: false, code: 'invalid', problems: { language: ['validation.languageTaken'] } };
}

function autosaveRefused(): WriteResult<never> {
  return { ok: false, code: 'invalid', problems: { status: ['validation.autosaveDraftOnly'] } };
}

export async function deleteArticle(
  id: number | undefined,
  actor: StaffAccount,
): Promise<WriteResult<void>> {
  const db = await getStore();
  const existing = id === undefined ? undefined : await reads.getArticleById(db, id);
  if (
    !existing ||
    !(await writes.deleteArticle(db, existing.id, { author: actor, record: recordArticleChange }))
  ) {
    return { ok: false, code: 'notFound' };
  }
  // Its translations stay, and no longer name it.
  await revalidateArticle(existing);
  return { ok: true, value: undefined };
}

/** The CRM's list: every article, or those of one status (and language), newest first. */
export async function staffArticleList(
  status: ArticleStatus | undefined,
  _actor: StaffAccount,
  { language }: { language?: ArticleLanguage } = {},
): Promise<ArticleListItem[]> {
  const db = await getStore();
  return withTranslationSources(db, await reads.listStaffArticles(db, status, { language }), {
    all: true,
  });
}

/** An article of any status, for the staff member editing it; undefined when there is none. */
export async function staffArticle(id: number, _actor: StaffAccount): Promise<Article | undefined> {
  const db = await getStore();
  return withTranslationSource(db, await reads.getArticleById(db, id));
}
