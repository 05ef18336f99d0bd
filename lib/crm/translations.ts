import type { ArticleLanguage } from '@/lib/articles/language';
import { ARTICLE_LANGUAGES } from '@/lib/articles/language';
import type { ArticleListItem, TranslationSource } from '@/lib/articles/schemas';

/** Where an article stands among its translations, as the CRM's screens show it. */

/** Whether the original changed after the revision the translation is up to date with. */
export const isBehind = (source: TranslationSource | undefined): boolean =>
  source !== undefined && source.latest_revision_id > source.revision_id;

/** The languages an article could still be translated into (none taken by its group). */
export function missingLanguages(article: ArticleListItem): ArticleLanguage[] {
  const taken = new Set([article.language, ...article.translations.map((t) => t.language)]);
  return ARTICLE_LANGUAGES.filter((language) => !taken.has(language));
}

/** Articles that may be linked to `article` as its translation: of a language its group lacks, in no group. */
export function linkCandidates(
  article: ArticleListItem,
  list: readonly ArticleListItem[],
): ArticleListItem[] {
  const missing = new Set(missingLanguages(article));
  return list.filter(
    (other) =>
      other.id !== article.id && missing.has(other.language) && other.translations.length === 0,
  );
}
