import { detectArticleLanguage } from '@/lib/db/language';
import { ARTICLE_LANGUAGES, type ArticleLanguage } from '@/lib/db/schema';

export { ARTICLE_LANGUAGES, detectArticleLanguage, type ArticleLanguage };

/** The language an article is taken to be in when nothing says otherwise. */
export const DEFAULT_ARTICLE_LANGUAGE: ArticleLanguage = 'en';

export function isArticleLanguage(value: unknown): value is ArticleLanguage {
  return (ARTICLE_LANGUAGES as readonly unknown[]).includes(value);
}
