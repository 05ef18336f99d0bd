import type { ArticleLanguage } from './language';
import { textExcerpt } from './text';

/**
 * How an article presents itself to search engines and social networks, from plain text: no
 * DOM needed, so the CRM's previews in the browser and the public pages agree.
 */

/** What search engines show of a description; shorter than this says too little. */
export const DESCRIPTION_LIMITS = { min: 50, max: 160 } as const;

/**
 * A description made from an article's text: its first whole sentences that fit in `max`
 * characters (in the article's language's sentence rules: «т. е.» or "e.g." end none), or,
 * when the first sentence alone is longer or they say less than `min`, the text cut at a word.
 */
export function describeText(
  text: string,
  language: ArticleLanguage,
  { min, max }: { min: number; max: number } = DESCRIPTION_LIMITS,
): string {
  if (text.length <= max) return text;
  let description = '';
  for (const { segment } of new Intl.Segmenter(language, { granularity: 'sentence' }).segment(
    text,
  )) {
    const longer = description + segment;
    if (longer.trim().length > max) break;
    description = longer;
  }
  description = description.trim();
  return description.length >= min ? description : textExcerpt(text, max);
}

/** The title an article is shared under (Open Graph, X, its card): its social title, else its title. */
export function sharedTitle(article: { title: string; social_title?: string }): string {
  return article.social_title?.trim() || article.title;
}
