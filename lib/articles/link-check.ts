import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { LRUCache } from 'lru-cache';
import { isPrivateIp } from 'next/dist/server/is-private-ip';
import { z } from 'zod';
import { isValidSlug } from '@/lib/articles/slug';
import { failure, type Result } from '@/lib/failure';
import { articleSource } from './index';
import { LINKS_PER_KIND, type LinkState } from './checklist';

/**
 * Whether the links of an article lead anywhere, asked by staff before publishing (never by a
 * visitor's request): this site's addresses by its own routes and articles, other sites' by
 * asking them, briefly, a few at a time, and never an address of this machine or its network.
 */

/** One request's links: both kinds of the checklist. */
export const MAX_LINKS = LINKS_PER_KIND * 2;
/** How long one link may take, redirects included. */
export const LINK_TIMEOUT_MS = 3000;
/** The request's body: the links, each at most 2 KB. */
export const LINK_CHECK_BYTES = MAX_LINKS * 2100;
const REDIRECTS_FOLLOWED = 3;
/** Links asked at once: a full request takes four time-outs at most. */
export const LINKS_AT_A_TIME = 5;
const REMEMBERED_MS = 5 * 60_000;

const linksSchema = z.object({
  links: z.array(z.string().trim().min(1).max(2048)).max(MAX_LINKS),
});

export interface LinkResult {
  url: string;
  state: LinkState;
}

export interface LinkCheckOptions {
  /** This site's origin: its addresses are checked by its routes. */
  origin: string;
  timeoutMs?: number;
  /** Other sites on this machine's or a private network are asked too (tests only). */
  allowPrivate?: boolean;
}

const remembered = new LRUCache<string, LinkState>({ max: 500, ttl: REMEMBERED_MS });

/** The use-case: `{links}` as sent, each answered ok, notFound or noAnswer. */
export async function checkLinks(
  body: unknown,
  options: LinkCheckOptions,
): Promise<Result<LinkResult[]>> {
  const parsed = linksSchema.safeParse(body);
  if (!parsed.success) return failure('badRequest', { message: 'checklist.badLinks' });
  const links = [...new Set(parsed.data.links)];
  const results: LinkResult[] = [];
  for (let start = 0; start < links.length; start += LINKS_AT_A_TIME) {
    const batch = links.slice(start, start + LINKS_AT_A_TIME);
    results.push(
      ...(await Promise.all(
        batch.map(async (url) => ({ url, state: await checkLink(url, options) })),
      )),
    );
  }
  return { ok: true, value: results };
}

async function checkLink(link: string, options: LinkCheckOptions): Promise<LinkState> {
  let url: URL;
  try {
    url = new URL(link, options.origin);
  } catch {
    return 'notFound';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'notFound';
  url.hash = '';
  if (url.origin === new URL(options.origin).origin) return sitePath(url.pathname);
  const key = `${options.allowPrivate ? 'any' : 'public'} ${url.href}`;
  const known = remembered.get(key);
  if (known) return known;
  const state = await askSite(url, options);
  remembered.set(key, state);
  return state;
}

/** The site's own pages, by its route table; an article's page by the article source. */
const SITE_PATHS = [
  /^\/$/,
  /^\/policy$/,
  /^\/newsroom$/,
  /^\/newsroom\/search$/,
  /^\/newsroom\/feed\.xml$/,
  /^\/newsroom\/page\/[1-9]\d*$/,
  /^\/newsroom\/tag\/[^/]+(?:\/page\/[1-9]\d*)?$/,
  /^\/sitemap\.xml$/,
  /^\/api\/images\/[^/]+$/,
];

async function sitePath(pathname: string): Promise<LinkState> {
  let path: string;
  try {
    path = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  } catch {
    return 'notFound';
  }
  if (path === '/ru') path = '/';
  else if (path.startsWith('/ru/')) path = path.slice(3);
  if (SITE_PATHS.some((route) => route.test(path))) return 'ok';
  const article = /^\/newsroom\/([^/]+)$/.exec(path);
  if (!article || !isValidSlug(article[1])) return 'notFound';
  try {
    return (await articleSource().bySlug(article[1])) ? 'ok' : 'notFound';
  } catch {
    return 'noAnswer';
  }
}

/** A DNS answer is used only when every address in it is public. */
function publicLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const [first] = addresses;
      const refused = !allowPrivate && addresses.some(({ address }) => isPrivateIp(address));
      if (refused || !first) {
        return callback(new Error(`${hostname} is not a public address`), '', 4);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

/** How another site answers `url` (HEAD, then GET when HEAD is refused), within the time-out. */
async function askSite(start: URL, options: LinkCheckOptions): Promise<LinkState> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? LINK_TIMEOUT_MS);
  let url = start;
  for (let hop = 0; hop <= REDIRECTS_FOLLOWED; hop += 1) {
    let status: number;
    let location: string | undefined;
    try {
      ({ status, location } = await request(url, 'HEAD', signal, options.allowPrivate ?? false));
      if (status === 405 || status === 501) {
        ({ status, location } = await request(url, 'GET', signal, options.allowPrivate ?? false));
      }
    } catch {
      return 'noAnswer';
    }
    if (status >= 300 && status < 400 && location) {
      try {
        url = new URL(location, url);
      } catch {
        return 'noAnswer';
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'noAnswer';
      continue;
    }
    if (status === 404 || status === 410) return 'notFound';
    // A page behind a sign-in or a rate limit is still there.
    return status >= 500 ? 'noAnswer' : 'ok';
  }
  return 'noAnswer';
}

function request(
  url: URL,
  method: 'HEAD' | 'GET',
  signal: AbortSignal,
  allowPrivate: boolean,
): Promise<{ status: number; location?: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !allowPrivate && isPrivateIp(host)) {
    return Promise.reject(new Error(`${host} is not a public address`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method,
        signal,
        lookup: publicLookup(allowPrivate),
        headers: { 'User-Agent': 'Lumen link check', Accept: '*/*' },
      },
      (answer) => {
        // Only the status matters: the body is never read.
        answer.destroy();
        resolve({ status: answer.statusCode ?? 0, location: answer.headers.location });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
