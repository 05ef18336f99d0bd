import type { ArticleLanguage } from './schema';

// A tag reaches no further than the next `<` (lib/db/words.ts).
const TAG = /<[^<>]*>/g;
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;
const NOT_LETTERS = /\P{L}+/gu;
const NOT_CYRILLIC = /\P{Script=Cyrillic}+/gu;

/** A text's letters and Cyrillic characters, counted by what is left once the rest is gone. */
export function letterCounts(text: string): { letters: number; cyrillic: number } {
  return {
    letters: text.replace(NOT_LETTERS, '').length,
    cyrillic: text.replace(NOT_CYRILLIC, '').length,
  };
}

/** Russian when most of the letters counted are Cyrillic, English otherwise. */
export function languageOfCounts(...counts: { letters: number; cyrillic: number }[]) {
  let letters = 0;
  let cyrillic = 0;
  for (const count of counts) {
    letters += count.letters;
    cyrillic += count.cyrillic;
  }
  return (cyrillic * 2 > letters ? 'ru' : 'en') satisfies ArticleLanguage;
}

/**
 * The language of an article's text: Russian when most of the letters of its title and body
 * (markup and character references left out) are Cyrillic, English otherwise.
 */
export function detectArticleLanguage(title: string, html: string): ArticleLanguage {
  return languageOfCounts(letterCounts(`${title} ${html.replace(TAG, ' ').replace(ENTITY, ' ')}`));
}
