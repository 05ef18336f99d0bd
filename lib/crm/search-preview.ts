import { DESCRIPTION_LIMITS } from '@/lib/articles/summary';
import { textExcerpt } from '@/lib/articles/text';
import { crmT } from '@/lib/i18n/crm';

/** About what a search result shows: a title of ~60 characters, a description of ~160. */
export const SEARCH_PREVIEW = { title: 60, description: 160 } as const;

/** Text the way a search result shows it: on one line, cut at a word with an ellipsis. */
export function previewCut(text: string, max: number): string {
  return textExcerpt(text.replace(/\s+/g, ' ').trim(), max);
}

/**
 * A page's address the way a search result shows it: the site, then the path's parts as a
 * breadcrumb ('https://lumen.agency › ru › newsroom › launch').
 */
export function searchAddress(url: URL): string {
  const parts = url.pathname.split('/').filter(Boolean).map(decoded);
  return [url.origin, ...parts].join(' › ');
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** How long the description is, and whether search engines would show it whole. */
export function descriptionHint(length: number): string {
  const { min, max } = DESCRIPTION_LIMITS;
  const count = crmT('form.descriptionCount', { count: length });
  if (length === 0) return crmT('form.descriptionHint');
  const advice =
    length < min
      ? crmT('form.descriptionShort', { min, max })
      : length > max
        ? crmT('form.descriptionLong', { max })
        : crmT('form.descriptionGood', { min, max });
  return `${count}. ${advice}`;
}
