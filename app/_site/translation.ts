import { getArticle, ProviderError } from '@/lib/articles';
import { normalizeTag } from '@/lib/articles/hashtags';
import { isValidSlug } from '@/lib/articles/slug';
import { tagInLanguage } from '@/lib/articles/tag-counterparts';
import type { Locale } from '@/lib/i18n/routing';
import { articleHref, decodedSegment, newsroomHref } from '@/lib/seo/addresses';
import { UNTRANSLATED } from '@/lib/seo/switch-anchors';

/** Where the way to article `slug`'s version in `locale` leads: it, else that newsroom. */
async function articleTarget(locale: Locale, slug: string): Promise<string> {
  const untranslated = `${newsroomHref(locale)}#${UNTRANSLATED.article}`;
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
  return translation ? articleHref(locale, translation.slug) : untranslated;
}

/**
 * Where the way from tag `tag` of the other language to `locale` leads: the same tag when that
 * language uses it too (#nextjs), else its counterpart as staff mapped it (#branding ↔
 * #брендинг), else that language's newsroom, which says there is no such tag.
 */
async function tagTarget(locale: Locale, raw: string): Promise<string> {
  const tag = normalizeTag(raw);
  const there = tag === undefined ? undefined : await tagInLanguage(locale, tag);
  return there === undefined
    ? `${newsroomHref(locale)}#${UNTRANSLATED.tag}`
    : newsroomHref(locale, { tag: there });
}

/** The switch's answer: temporary (a translation or a counterpart may come later), unindexed. */
function switchTo(location: string): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: location, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}

/**
 * `{prefix}/newsroom/{slug}/translation`: the language switcher's way from an article to its
 * version in that prefix's language, or to that language's newsroom when it has none (never a
 * 404, never the same text under another prefix).
 */
export function translationRoute(locale: Locale) {
  return async function GET(
    _request: Request,
    { params }: { params: Promise<{ slug: string }> },
  ): Promise<Response> {
    return switchTo(await articleTarget(locale, (await params).slug));
  };
}

/**
 * `{prefix}/newsroom/tag/{tag}/translation`: the language switcher's way from a tag page of the
 * other language to this one's (the same tag, or its counterpart), or to this language's
 * newsroom when it has neither; never a 404.
 */
export function tagTranslationRoute(locale: Locale) {
  return async function GET(
    _request: Request,
    { params }: { params: Promise<{ tag: string }> },
  ): Promise<Response> {
    return switchTo(await tagTarget(locale, decodedSegment((await params).tag) ?? ''));
  };
}
