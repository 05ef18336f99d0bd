import type { ArticleLanguage } from './language';
import { articleText, excerpt } from './sanitize';

/** What search engines show of a description; shorter than this says too little. */
export const DESCRIPTION_LIMITS = { min: 50, max: 160 } as const;

/**
 * An article's description made from its text: its first whole sentences that fit in
 * `max` characters (in the article's language's sentence rules: «т. е.» or "e.g." end none), or,
 * when the first sentence alone is longer or they say less than `min`, the text cut at a word.
 */
export function articleDescription(
  html: string,
  language: ArticleLanguage,
  { min, max }: { min: number; max: number } = DESCRIPTION_LIMITS,
): string {
  const text = articleText(html);
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
  return description.length >= min ? description : excerpt(html, max);
}
