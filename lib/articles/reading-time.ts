import { countWords } from '@/lib/db/words';
import type { ArticleLanguage } from './language';

/**
 * Words an adult reads silently in a minute, by language: the means Trauzettel-Klosinski and
 * Dietz measured reading the same text in 17 languages (IReST, 2012): English 228, Russian
 * 184. Russian words are longer, so the same text takes longer.
 */
export const WORDS_PER_MINUTE: Record<ArticleLanguage, number> = { en: 228, ru: 184 };

/** Whole minutes to read `words` in `language`, at least 1; undefined for a text without words. */
export function readingMinutes(words: number, language: ArticleLanguage): number | undefined {
  if (!Number.isFinite(words) || words <= 0) return undefined;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE[language]));
}

/**
 * An article's reading time: from its text when it is at hand (the article's page), else from
 * the word count its provider sent (a card); undefined when neither is known.
 */
export function articleReadingMinutes(article: {
  language: ArticleLanguage;
  content?: string;
  word_count?: number;
}): number | undefined {
  const words = article.content !== undefined ? countWords(article.content) : article.word_count;
  return words === undefined ? undefined : readingMinutes(words, article.language);
}
