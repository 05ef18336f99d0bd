import { normalizeTag } from '@/lib/articles/hashtags';
import { localizePath } from '@/lib/i18n/detect';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The crawlable URL of a newsroom page, with path segments so that every page can be
 * prerendered and cached: /newsroom, /newsroom/page/2, /newsroom/tag/ai, /newsroom/tag/ai/page/2.
 */
export function newsroomHref(
  locale: Locale,
  { page = 1, tag }: { page?: number; tag?: string } = {},
) {
  let path = '/newsroom';
  if (tag) path += `/tag/${encodeURIComponent(tag)}`;
  if (page > 1) path += `/page/${page}`;
  return localizePath(path, locale);
}

/** The N of /page/N: a canonical whole number from 2 (page 1 has no segment), else undefined. */
export function parsePageSegment(value: string): number | undefined {
  return /^[1-9]\d{0,6}$/.test(value) && value !== '1' ? Number(value) : undefined;
}

/**
 * Where a newsroom address of the old query form (?page=2&tag=ai) lives now. A malformed page
 * number means the first page; a page past the end or an unknown tag is found out (404) there.
 */
export function canonicalNewsroomPath(search: URLSearchParams): string {
  const page = search.get('page');
  const tag = normalizeTag(search.get('tag'));
  return newsroomHref('en', {
    page: page !== null && /^[1-9]\d{0,6}$/.test(page) ? Number(page) : 1,
    tag,
  });
}
