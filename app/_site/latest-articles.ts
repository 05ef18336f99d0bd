import { getTranslations } from 'next-intl/server';
import { latestArticles } from '@/components/landing/from-newsroom';
import type { LatestArticlesData } from '@/components/landing/latest-articles.client';
import { articleCardData } from '@/components/newsroom/article-card';
import { ProviderError } from '@/lib/articles';
import type { Locale } from '@/lib/i18n/routing';
import { providerUnavailableResponse } from '@/lib/seo/xml';

/**
 * The latest articles' cards of one language as JSON (`/newsroom/latest.json`,
 * `/ru/newsroom/latest.json`): what the landing page's «From the newsroom» draws once a visitor
 * comes near it. Static, and refreshed with that language's lists whenever an article changes.
 */
export function latestArticlesRoute(locale: Locale) {
  return async function GET() {
    try {
      const t = await getTranslations({ locale, namespace: 'newsroom' });
      const articles = await latestArticles(locale);
      const data: LatestArticlesData = {
        loadingLabel: t('loadingArticle'),
        cards: await Promise.all(
          articles.map((article) => articleCardData(article, locale, { tags: false })),
        ),
      };
      return Response.json(data);
    } catch (error) {
      if (error instanceof ProviderError) return providerUnavailableResponse();
      throw error;
    }
  };
}
