import { ARTICLE_LANGUAGES, type ArticleLanguage } from '@/lib/db/schema';

export { ARTICLE_LANGUAGES, type ArticleLanguage };

/** The language an article is taken to be in when nothing says otherwise. */
export const DEFAULT_ARTICLE_LANGUAGE: ArticleLanguage = 'en';

export function isArticleLanguage(value: unknown): value is ArticleLanguage {
  return (ARTICLE_LANGUAGES as readonly unknown[]).includes(value);
}

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
