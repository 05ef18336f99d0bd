import type { ArticleLanguage } from './schema';

const TAG = /<[^>]*>/g;
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;
const LETTER = /\p{L}/gu;
const CYRILLIC = /\p{Script=Cyrillic}/gu;

/**
 * The language of an article's text: Russian when most of the letters of its title and body
 * (markup and character references left out) are Cyrillic, English otherwise.
 */
export function detectArticleLanguage(title: string, html: string): ArticleLanguage {
  const text = `${title} ${html.replace(TAG, ' ').replace(ENTITY, ' ')}`;
  const letters = text.match(LETTER)?.length ?? 0;
  const cyrillic = text.match(CYRILLIC)?.length ?? 0;
  return cyrillic * 2 > letters ? 'ru' : 'en';
}
