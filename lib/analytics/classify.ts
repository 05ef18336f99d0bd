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

/** Longest referrer host, UTM value or path kept: anything longer is not a real one. */
export const MAX_TAG_LENGTH = 100;
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

const HOST_NAME =
  /^(?=.{1,100}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The site a visitor came from: its host, lowercased and without `www.`; '' when there is no
 * referrer or it is this site; 'other' for anything that is not a web address with a plain host
 * name (so that no value, however made up, can be longer or stranger than a host).
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
  return HOST_NAME.test(host) ? host : 'other';
}

export interface CampaignTags {
  source: string;
  medium: string;
  campaign: string;
}

/** A UTM value as kept: trimmed, at most 100 printable characters, else none (''). */
function tag(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > MAX_TAG_LENGTH || !/^[^\p{C}]*$/u.test(trimmed)) return '';
  return trimmed;
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
    source: tag(params.get('utm_source')),
    medium: tag(params.get('utm_medium')),
    campaign: tag(params.get('utm_campaign')),
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
