import { getTranslations } from 'next-intl/server';
import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/newsroom/social-card';
import { getArticle, ProviderError, type Article } from '@/lib/articles';
import { formatArticleDate } from '@/lib/articles/format';
import { sharedTitle } from '@/lib/articles/summary';
import { siteUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import type { PageCard } from '@/lib/seo/addresses';
import { cardFonts } from '@/lib/seo/card-fonts';
import { CARD_SIZE, drawableText, fitCardTitle } from '@/lib/seo/social-card';
import { providerUnavailableResponse } from '@/lib/seo/xml';
import { SITE_NAME } from '@/lib/site';

/**
 * Social crawlers fetch a card once and keep it; its address changes with what it shows
 * (`articleCardVersion`), so it may be kept a day and served stale a week while it is drawn again.
 */
const CARD_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

function notFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * An article's social card (`/newsroom/{slug}/card.png`, `/ru/newsroom/{slug}/card.png`): a PNG
 * of 1200 × 630 drawn on its first request, cached with the article's tags like its page. Only
 * a published article at its own address and language has one; anything else is a 404 that
 * the cache handler does not keep.
 */
export function socialCardRoute(locale: Locale) {
  return async function GET(
    _request: Request,
    { params }: { params: Promise<{ slug: string }> },
  ): Promise<Response> {
    const { slug } = await params;
    let article: Article | null;
    try {
      article = await getArticle(slug);
    } catch (error) {
      if (error instanceof ProviderError) return providerUnavailableResponse();
      throw error;
    }
    if (!article || article.slug !== slug || article.language !== locale) return notFound();
    const [{ fonts, ranges }, t] = await Promise.all([
      cardFonts(),
      getTranslations({ locale, namespace: 'newsroom' }),
    ]);
    const drawable = (text: string) => drawableText(text, ranges);
    return new ImageResponse(
      <SocialCard
        brand={SITE_NAME}
        label={drawable(t('eyebrow'))}
        title={fitCardTitle(drawable(sharedTitle(article)))}
        author={drawable(article.author_name)}
        date={formatArticleDate(article.date, locale, 'long')}
        host={siteUrl().host}
      />,
      { ...CARD_SIZE, fonts, headers: { 'Cache-Control': CARD_CACHE_CONTROL } },
    );
  };
}

/**
 * A fixed page's social card (`/card.png`, `/newsroom/card.png`, in each language): the same
 * drawing as an article's, with the page's title and a line about the agency, made at build.
 */
export function pageCardRoute(locale: Locale, page: PageCard) {
  return async function GET(): Promise<Response> {
    const [{ fonts, ranges }, meta, hero, newsroom] = await Promise.all([
      cardFonts(),
      getTranslations({ locale, namespace: 'meta' }),
      getTranslations({ locale, namespace: 'hero' }),
      getTranslations({ locale, namespace: 'newsroom' }),
    ]);
    const drawable = (text: string) => drawableText(text, ranges);
    const [label, title] =
      page === 'home'
        ? [hero('eyebrow'), hero('title')]
        : [newsroom('eyebrow'), meta('newsroomCardTitle')];
    return new ImageResponse(
      <SocialCard
        brand={SITE_NAME}
        label={drawable(label)}
        title={fitCardTitle(drawable(title))}
        author={drawable(meta('cardByline'))}
        host={siteUrl().host}
      />,
      { ...CARD_SIZE, fonts, headers: { 'Cache-Control': CARD_CACHE_CONTROL } },
    );
  };
}
