import Bowser from 'bowser';
import { isbot } from 'isbot';
import type { DeviceClass } from '@/lib/db/schema';
import { isValidSlug } from '@/lib/articles/slug';
import { localeOfPath, stripLocalePrefix } from '@/lib/i18n/detect';
import type { Locale } from '@/lib/i18n/routing';
import { articleSlugOfPath, parsePageSegment } from '@/lib/seo/addresses';
import type { AnalyticsPage } from './events';

export type SitePage = Exclude<AnalyticsPage, `article:${number}`>;

/** A page view's page before its article, if any, is looked up: by slug. */
export type ViewedPage = { locale: Locale; page: SitePage } | { locale: Locale; slug: string };

/** Longest referrer host kept: anything longer is not a real one. */
export const MAX_HOST_LENGTH = 100;
/** Longest UTM value kept: the names of campaigns, newsletters and networks are short. */
export const MAX_TAG_LENGTH = 40;
const MAX_PATH_LENGTH = 1024;

/**
 * Addresses that are not public pages, whatever a request claims: staff's screens, the API,
 * previews (staff's too), Next's own files, and the way to an article's translation (a
 * redirect to a page that is counted itself).
 */
const NOT_COUNTED = [/^\/crm(\/|$)/, /^\/api(_mail)?(\/|$)/, /^\/_next(\/|$)/, /^\/preview(\/|$)/];
const NOT_COUNTED_IN_LOCALE = [/^\/preview(\/|$)/, /^\/newsroom\/[^/]+\/translation\/?$/];

/**
 * What a path of the site counts as: one of its pages (`/newsroom/page/3` is the newsroom,
 * `/ru/newsroom/tag/ai` a tag page), an article by slug, or 'other' for any address that is
 * none of them, so that no request can add a page. Undefined: not a public page (CRM, API,
 * previews), not counted at all.
 */
export function classifyPath(rawPath: string): ViewedPage | undefined {
  if (!rawPath.startsWith('/') || rawPath.startsWith('//') || rawPath.length > MAX_PATH_LENGTH) {
    return undefined;
  }
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  if (NOT_COUNTED.some((pattern) => pattern.test(path))) return undefined;
  const locale = localeOfPath(path);
  const inLocale = stripLocalePrefix(path);
  if (NOT_COUNTED_IN_LOCALE.some((pattern) => pattern.test(inLocale))) return undefined;

  const page = sitePage(inLocale);
  if (page) return { locale, page };
  const slug = articleSlugOfPath(inLocale);
  if (slug !== undefined && isValidSlug(slug)) return { locale, slug };
  return { locale, page: 'other' };
}

function sitePage(path: string): SitePage | undefined {
  if (path === '/') return 'home';
  if (path === '/policy') return 'policy';
  if (path === '/newsroom') return 'newsroom';
  if (path === '/newsroom/search') return 'search';
  const listing = /^\/newsroom(\/tag\/[^/]+)?(?:\/page\/([^/]+))?$/.exec(path);
  if (!listing) return undefined;
  if (listing[2] !== undefined && parsePageSegment(listing[2]) === undefined) return undefined;
  return listing[1] ? 'tag' : 'newsroom';
}

/**
 * A site's host name on the web: labels of letters, digits and inner hyphens, at least two of
 * them, the last a top-level domain (letters, or an IDN's `xn--` form). No single label
 * (`localhost`, a made-up word), no address.
 */
const HOST_NAME =
  /^(?=.{1,100}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Whether `host` is a site's host name as the analytics keep one (see HOST_NAME). */
export function isSiteHost(host: string): boolean {
  return HOST_NAME.test(host);
}

/**
 * The site a visitor came from, as their browser said (the page's referrer; it can be made up):
 * its host, lowercased and without `www.`; '' when there is no referrer or it is this site;
 * 'other' for anything that is not a web address with a site's host name (so that no value,
 * however made up, can be longer or stranger than a host).
 */
export function referrerHost(referrer: string | undefined, siteHost: string): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return 'other';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'other';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (
    host ===
    siteHost
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/:\d+$/, '')
  )
    return '';
  return isSiteHost(host) ? host : 'other';
}

export interface CampaignTags {
  source: string;
  medium: string;
  campaign: string;
}

const TAG = new RegExp(`^[\\p{L}\\p{N}._-]{1,${MAX_TAG_LENGTH}}$`, 'u');

/**
 * A UTM value as kept: a short token of letters, digits and `-_.` (spaces between words become
 * `-`), else none (''). Tags are the page address's, which anyone can write: nothing longer or
 * stranger than a campaign's name is ever shown to staff as one.
 */
export function campaignTag(value: string | null | undefined): string {
  const token = (value ?? '').trim().replace(/\s+/g, '-');
  return TAG.test(token) ? token : '';
}

/** utm_source, utm_medium and utm_campaign of a page's query ('' for each one absent). */
export function campaignTags(query: string | undefined): CampaignTags {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query ?? '');
  } catch {
    params = new URLSearchParams();
  }
  return {
    source: campaignTag(params.get('utm_source')),
    medium: campaignTag(params.get('utm_medium')),
    campaign: campaignTag(params.get('utm_campaign')),
  };
}

/** Phone, tablet or desktop (anything else a browser can be: a television, a console). */
function parseDevice(userAgent: string): DeviceClass {
  if (!userAgent) return 'desktop';
  const type = Bowser.parse(userAgent).platform.type;
  if (type === 'mobile') return 'phone';
  if (type === 'tablet') return 'tablet';
  return 'desktop';
}

/**
 * What a user agent tells, remembered: a site's visitors use a few hundred browsers, and reading
 * one (the bot lists' expression, Bowser's parse) took a third of counting a page view. At most
 * `MAX_AGENTS` are kept; past that the memory starts again, so no request can grow it.
 */
const MAX_AGENTS = 1_000;
const agents = new Map<string, { bot: boolean; device: DeviceClass }>();

function agentOf(userAgent: string): { bot: boolean; device: DeviceClass } {
  let known = agents.get(userAgent);
  if (!known) {
    if (agents.size >= MAX_AGENTS) agents.clear();
    known = {
      bot: userAgent.trim() === '' || isbot(userAgent),
      device: parseDevice(userAgent),
    };
    agents.set(userAgent, known);
  }
  return known;
}

/** Phone, tablet or desktop, by the user agent (desktop when it does not say). */
export function deviceClass(userAgent: string): DeviceClass {
  return agentOf(userAgent).device;
}

/** A crawler, a monitor or a headless browser by its user agent; no user agent at all too. */
export function isBot(userAgent: string): boolean {
  return agentOf(userAgent).bot;
}
