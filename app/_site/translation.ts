import { getArticle, ProviderError } from '@/lib/articles';
import { isValidSlug } from '@/lib/articles/slug';
import type { Locale } from '@/lib/i18n/routing';
import { articleHref, newsroomHref } from '@/lib/seo/addresses';

/** Where the way to article `slug`'s version in `locale` leads: it, else that newsroom. */
async function target(locale: Locale, slug: string): Promise<string> {
  let article;
  try {
    article = await getArticle(slug);
  } catch (error) {
    if (error instanceof ProviderError) return newsroomHref(locale);
    throw error;
  }
  if (article?.language === locale && isValidSlug(article.slug)) {
    return articleHref(locale, article.slug);
  }
  const translation = article?.translations.find(
    (t) => t.language === locale && t.status === 'published' && isValidSlug(t.slug),
  );
  return translation ? articleHref(locale, translation.slug) : newsroomHref(locale);
}

/**
 * `{prefix}/newsroom/{slug}/translation`: the language switcher's way from an article to its
 * version in that prefix's language, or to that language's newsroom when it has none (never a
 * 404, never the same text under another prefix). Temporary: a translation may come later.
 */
export function translationRoute(locale: Locale) {
  return async function GET(
    _request: Request,
    { params }: { params: Promise<{ slug: string }> },
  ): Promise<Response> {
    const location = await target(locale, (await params).slug);
    return new Response(null, {
      status: 307,
      headers: { Location: location, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  };
}
