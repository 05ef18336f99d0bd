import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/newsroom/article-view';
import { PreviewNotice } from '@/components/newsroom/preview-notice';
import { getOtherArticles, ProviderError, type ArticleListItem } from '@/lib/articles';
import { getPreview, type ArticlePreview } from '@/lib/articles/preview';
import { currentStaff } from '@/lib/auth/session';
import type { Locale } from '@/lib/i18n/routing';
import { notFoundMetadata } from '@/lib/seo/metadata';

/**
 * A staff preview of an article (lib/articles/preview.ts) on the public article layout. It is
 * rendered for each request (it reads the session), answered to signed-in staff only (anyone
 * else gets the 404 page), never cached and never indexed.
 */

async function load(token: string): Promise<ArticlePreview | undefined> {
  const staff = await currentStaff();
  return staff ? getPreview(token, staff) : undefined;
}

async function others(preview: ArticlePreview, locale: Locale): Promise<ArticleListItem[]> {
  try {
    return await getOtherArticles(preview.article_id ?? 0, locale);
  } catch (error) {
    // A preview shows the article; the block under it may be missing while the provider is down.
    if (error instanceof ProviderError) return [];
    throw error;
  }
}

export function previewRoute(locale: Locale) {
  type Props = { params: Promise<{ token: string }> };
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const preview = await load((await params).token);
      // To anyone else it is the 404 page, down to its title.
      if (!preview) return notFoundMetadata(locale);
      const t = await getTranslations({ locale, namespace: 'preview' });
      return {
        title: t('metaTitle', { title: preview.title || t('untitled') }),
        robots: { index: false, follow: false },
      };
    },
    Page: async ({ params }: Props) => {
      setRequestLocale(locale);
      const { token } = await params;
      const preview = await load(token);
      if (!preview) notFound();
      const t = await getTranslations({ locale, namespace: 'preview' });
      return (
        <ArticleView
          article={{ ...preview, title: preview.title || t('untitled'), language: locale }}
          others={await others(preview, locale)}
          locale={locale}
          bannerSrc={preview.banner.local ? `/api/${preview.banner.path}` : undefined}
          notice={<PreviewNotice preview={preview} token={token} locale={locale} />}
        />
      );
    },
  };
}
