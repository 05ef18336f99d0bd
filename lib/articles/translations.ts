import { getStore, type Store } from '@/lib/db/database';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { failure, type Failure, type Result } from '@/lib/failure';
import { recordTranslationCurrent, recordTranslationLink, recordTranslationMade } from './audit';
import { isArticleLanguage } from './language';
import * as reads from './reads';
import { revalidateArticles } from './revalidate';
import type { Article } from './schemas';
import { withTranslationSource } from './translation-sources';
import * as writes from './translation-writes';

/**
 * The translation use-cases, HTTP-free like the others (service.ts): make the translation of
 * an article, link two articles as translations of each other, unlink one. Each validates,
 * persists in one transaction with its audit entry (translation-writes.ts), and refreshes the
 * public pages it changes. Refusals are failures with catalogue keys (`translations.errors.*`).
 */

const refusal = (reason: writes.TranslationRefusal): Failure =>
  reason === 'notFound'
    ? failure('notFound')
    : failure('invalid', { message: `translations.errors.${reason}` });

/**
 * The pages of the articles a link or unlink touches: their language links and structured data
 * name each other. No list shows translations, so none is refreshed.
 */
async function revalidateSlugs(slugs: string[]): Promise<void> {
  await revalidateArticles({ slugs: [...new Set(slugs)], languages: [] });
}

/**
 * Makes the translation of article `id` into `language` (`en`, `ru`): a draft copy of it,
 * linked to it. Undefined `id` (not a canonical id) is an article that does not exist.
 */
export async function createTranslation(
  id: number | undefined,
  language: string,
  actor: StaffAccount,
): Promise<Result<Article>> {
  if (id === undefined) return failure('notFound');
  if (!isArticleLanguage(language)) {
    return failure('invalid', {
      message: 'translations.errors.languageInvalid',
    });
  }
  const db = await getStore();
  const original = await reads.getArticleById(db, id);
  if (!original) return failure('notFound');
  const made = await writes.createTranslation(db, id, language, new Date(), {
    author: actor,
    // The audit log names it a translation of the original, not a new article.
    record: recordTranslationMade(original, language),
  });
  // A draft is on no public page, and the original's pages list published translations only.
  if (!made.ok) return refusal(made.reason);
  return { ok: true, value: (await withTranslationSource(await getStore(), made.value))! };
}

/** Links article `otherId` to article `id` as its translation; the article as it now is. */
export async function linkTranslation(
  id: number | undefined,
  otherId: number | undefined,
  actor: StaffAccount,
): Promise<Result<Article>> {
  if (id === undefined) return failure('notFound');
  if (otherId === undefined) {
    return failure('invalid', { message: 'translations.errors.otherIdInvalid' });
  }
  const db = await getStore();
  const linked = await writes.linkTranslations(db, id, otherId, {
    author: actor,
    recordLink: recordTranslationLink,
  });
  if (!linked.ok) return refusal(linked.reason);
  await revalidateSlugs(linked.value.slugs);
  return staffView(db, id);
}

/** Takes article `id` out of its translations; the article as it now is. */
export async function unlinkTranslation(
  id: number | undefined,
  actor: StaffAccount,
): Promise<Result<Article>> {
  if (id === undefined) return failure('notFound');
  const db = await getStore();
  const unlinked = await writes.unlinkTranslation(db, id, {
    author: actor,
    recordLink: recordTranslationLink,
  });
  if (!unlinked.ok) return refusal(unlinked.reason);
  await revalidateSlugs(unlinked.value.slugs);
  return staffView(db, id);
}

/** Article `id` as staff read it, with where it stands against its original. */
async function staffView(db: Store, id: number): Promise<Result<Article>> {
  const article = await withTranslationSource(db, await reads.getArticleById(db, id));
  return article ? { ok: true, value: article } : failure('notFound');
}

/**
 * Marks translation `id` up to date with its original's latest revision (staff checked it
 * against the changes); the article as it now is. Refused for an article that is not a
 * translation. Only staff see it: no public page changes.
 */
export async function markTranslationCurrent(
  id: number | undefined,
  actor: StaffAccount,
): Promise<Result<Article>> {
  if (id === undefined) return failure('notFound');
  const db = await getStore();
  const marked = await writes.markTranslationCurrent(db, id, {
    author: actor,
    record: recordTranslationCurrent,
  });
  if (!marked.ok) return refusal(marked.reason);
  return staffView(db, id);
}
