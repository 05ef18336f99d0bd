import { textExcerpt } from '@/lib/articles/text';

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
