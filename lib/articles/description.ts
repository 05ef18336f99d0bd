import type { ArticleLanguage } from './language';
import { articleText } from './sanitize';
import { describeText, DESCRIPTION_LIMITS } from './summary';

export { DESCRIPTION_LIMITS };

/**
 * An article's description made from its text at a sentence boundary (summary.ts), or, when
 * the first sentence alone is longer or they say less than `min`, the text cut at a word.
 */
export function articleDescription(
  html: string,
  language: ArticleLanguage,
  limits: { min: number; max: number } = DESCRIPTION_LIMITS,
): string {
  return describeText(articleText(html), language, limits);
}

/** What its page gives as its description: its own when staff wrote one, else one made. */
export function pageDescription(article: {
  content: string;
  language: ArticleLanguage;
  description?: string;
}): string {
  return article.description?.trim() || articleDescription(article.content, article.language);
}
