import { campaignTag, isSiteHost } from '@/lib/analytics/classify';
import type { ContactMessage } from '@/lib/db/schema';

/**
 * Where a contact message came from, as the inbox shows it: the page the form was sent from
 * and the first page of that visit, with what brought the visitor there (recorded when the
 * message was stored, lib/analytics/trace.ts). Pages are analytics page keys ('home',
 * 'article:12'…); an article's title is read when the message is shown, so a renamed article
 * is named as it is now, and a deleted one as gone.
 */

/** The site's pages a message can come from, besides an article. */
export const ORIGIN_PAGES = ['home', 'policy', 'newsroom', 'search', 'tag', 'other'] as const;
export type OriginPageKind = (typeof ORIGIN_PAGES)[number];

export type OriginPage =
  | { kind: OriginPageKind }
  /** `title` null: the article has been deleted since. */
  | { kind: 'article'; id: number; title: string | null };

export interface MessageOrigin {
  sentFrom: OriginPage | null;
  entry: OriginPage | null;
  /** A referring site's host ('other' when folded), or null: none (typed in, a bookmark). */
  source: string | null;
  campaign: string | null;
}

/** The article id of an `article:{id}` page key. */
export function articleIdOf(key: string | null): number | undefined {
  const match = /^article:(\d{1,12})$/.exec(key ?? '');
  return match ? Number(match[1]) : undefined;
}

function pageOf(key: string | null, titles: ReadonlyMap<number, string>): OriginPage | null {
  if (!key) return null;
  const id = articleIdOf(key);
  if (id !== undefined) return { kind: 'article', id, title: titles.get(id) ?? null };
  return {
    kind: (ORIGIN_PAGES as readonly string[]).includes(key) ? (key as OriginPageKind) : 'other',
  };
}

/** The articles a message's origin names (to read their titles). */
export function originArticleIds(row: Pick<ContactMessage, 'sent_from' | 'entry_page'>): number[] {
  const ids = [articleIdOf(row.sent_from), articleIdOf(row.entry_page)];
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}

/**
 * A source or campaign as the visitor's browser gave it, shown only when it is what one can
 * be (a site's host, or a short token: lib/analytics/classify.ts); a message stored before
 * these were checked names anything else as 'other', or no campaign.
 */
const shownSource = (value: string | null) =>
  !value
    ? null
    : value === 'other' || isSiteHost(value) || campaignTag(value) === value
      ? value
      : 'other';
const shownCampaign = (value: string | null) =>
  value && campaignTag(value) === value ? value : null;

/** The message's origin; null when nothing is known of it (no counted visit). */
export function originOf(
  row: Pick<ContactMessage, 'sent_from' | 'entry_page' | 'entry_source' | 'entry_campaign'>,
  titles: ReadonlyMap<number, string>,
): MessageOrigin | null {
  if (!row.sent_from && !row.entry_page) return null;
  return {
    sentFrom: pageOf(row.sent_from, titles),
    entry: pageOf(row.entry_page, titles),
    source: shownSource(row.entry_source),
    campaign: shownCampaign(row.entry_campaign),
  };
}

/** The well-known sites the inbox names in words; any other host is named as it is. */
export const KNOWN_SOURCES = [
  ['google', /(^|\.)google\.[a-z.]{2,6}$/],
  ['yandex', /(^|\.)(yandex\.[a-z.]{2,6}|ya\.ru)$/],
  ['bing', /(^|\.)bing\.com$/],
  ['duckduckgo', /(^|\.)duckduckgo\.com$/],
  ['telegram', /(^|\.)(t\.me|telegram\.org)$/],
  ['vk', /(^|\.)(vk\.com|vk\.ru)$/],
  ['facebook', /(^|\.)facebook\.com$/],
  ['linkedin', /(^|\.)(linkedin\.com|lnkd\.in)$/],
  ['x', /(^|\.)(twitter\.com|x\.com|t\.co)$/],
] as const;

export type SourceKind =
  (typeof KNOWN_SOURCES)[number][0] | 'folded' | 'site' | 'tagged' | 'direct';

/**
 * How a source is named: a known site, 'folded' (one of the day's many rare sites, kept as
 * 'other'), any other site, a tagged link's own name for it (utm_source, not a host: a
 * newsletter, an app), or none.
 */
export function sourceKind(source: string | null): SourceKind {
  if (!source) return 'direct';
  if (source === 'other') return 'folded';
  if (!isSiteHost(source)) return 'tagged';
  return KNOWN_SOURCES.find(([, pattern]) => pattern.test(source))?.[0] ?? 'site';
}
