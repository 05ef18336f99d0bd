import { getTranslations } from 'next-intl/server';
import { ARTICLE_LANGUAGES, type ArticleLanguage } from '@/lib/articles/language';
import { siteUrl } from '@/lib/env';
import { SITE_NAME } from '@/lib/site';

/** What the article form's previews need of the public site: its address, name and card label. */
export interface PreviewSite {
  origin: string;
  brand: string;
  /** The social card's label ('Newsroom') in each language, as the real card draws it. */
  cardLabels: Record<ArticleLanguage, string>;
}

export async function previewSite(): Promise<PreviewSite> {
  const labels = await Promise.all(
    ARTICLE_LANGUAGES.map(async (locale) => {
      const t = await getTranslations({ locale, namespace: 'newsroom' });
      return [locale, t('eyebrow')] as const;
    }),
  );
  return {
    origin: siteUrl().origin,
    brand: SITE_NAME,
    cardLabels: Object.fromEntries(labels) as Record<ArticleLanguage, string>,
  };
}
