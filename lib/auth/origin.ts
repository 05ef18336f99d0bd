import type { HeaderReader } from '@/lib/http/client-address';

/**
 * Whether a state-changing request comes from our own pages. Browsers send Origin on every
 * cross-site POST/DELETE (and Sec-Fetch-Site on all modern ones); a request from another site
 * must not act with a signed-in staff member's cookie. Clients that send neither (curl, other
 * servers) carry no browser cookie to abuse and still need a session.
 */
export function isSameOriginRequest(
  headers: HeaderReader,
  requestUrl: string,
  siteOrigin?: string,
): boolean {
  const origin = headers.get('origin');
  // The usual case, without parsing an address: the site's own pages.
  if (origin && siteOrigin && origin === siteOrigin) return true;
  if (origin && origin !== 'null') {
    const allowed = new Set<string>([new URL(requestUrl).origin]);
    const forwardedHost = headers.get('x-forwarded-host') ?? headers.get('host');
    if (forwardedHost) {
      const proto = headers.get('x-forwarded-proto') ?? new URL(requestUrl).protocol.slice(0, -1);
      allowed.add(`${proto.split(',')[0]!.trim()}://${forwardedHost.split(',')[0]!.trim()}`);
    }
    if (siteOrigin) allowed.add(new URL(siteOrigin).origin);
    return allowed.has(origin);
  }
  if (origin === 'null') return false;
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}
