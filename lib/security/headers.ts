import type { Config } from '@/lib/env';
import {
  basePolicy,
  inertScriptPolicy,
  noncePolicy,
  policyList,
  type PolicyOptions,
} from './csp.mjs';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

type Header = { key: string; value: string };
type HeaderRoute = {
  source: string;
  has?: { type: 'header'; key: string }[];
  headers: Header[];
};

/** What the policies depend on: the provider's origin, analytics, and HTTPS in production. */
export function policyOptions(
  settings: Pick<Config, 'providerUrl' | 'gaId' | 'production'>,
): PolicyOptions {
  return {
    providerOrigin: settings.providerUrl ? new URL(settings.providerUrl).origin : undefined,
    gaId: settings.gaId,
    production: settings.production,
  };
}

/**
 * Headers every response carries (next.config.ts `headers()`): the resource half of the
 * Content-Security-Policy (lib/security/csp.mjs), no MIME sniffing, no framing, a referrer
 * that stops at the origin across sites, powerful features off, and HTTPS only in production.
 */
export function securityHeaders(options: PolicyOptions): Header[] {
  const headers = [
    { key: 'Content-Security-Policy', value: basePolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (options.production) {
    headers.push({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains',
    });
  }
  return headers;
}

/**
 * Every path, as an unnamed group: Next drops unnamed groups from a route's parameters, and a
 * route without parameters has its header values sent as written. With a named one (`/:path*`)
 * Next reads every value containing `:` as a path pattern to fill in, on every response — the
 * policy's `https:` and `data:` sources compiled each time, about 70 µs of the 1.6 ms a cached
 * page takes (docs/PERFORMANCE.md).
 */
const ALL_PATHS = '/(.*)';

/**
 * next.config.ts `headers()`: the security headers on every response, and, on the answer to a
 * request with a body or a server-action header (there are none: Next renders its error pages
 * for them, on any path), both policies with no script allowed. Of two matching routes the
 * later sets the header.
 */
export function securityHeaderRoutes(options: PolicyOptions): HeaderRoute[] {
  const inert = [
    {
      key: 'Content-Security-Policy',
      value: policyList(basePolicy(options), inertScriptPolicy()),
    },
  ];
  return [
    { source: ALL_PATHS, headers: securityHeaders(options) },
    ...['content-type', 'next-action'].map((key) => ({
      source: ALL_PATHS,
      has: [{ type: 'header' as const, key }],
      headers: inert,
    })),
  ];
}

/** What a layout runs besides Next's scripts: inline scripts, and analytics when on. */
export type LayoutScripts = { inlineScripts?: Iterable<string>; gaId?: string };

/**
 * The Content-Security-Policy of a page rendered for one request (proxy.ts): the nonce policy
 * with the layout's own inline scripts (and analytics, on the public layout), and the resource
 * policy, which a header set by the proxy would otherwise replace. The script policy comes
 * first: Next reads the nonce from the first `script-src` it finds.
 */
export function perRequestPolicy(
  nonce: string,
  options: PolicyOptions,
  layout: LayoutScripts = {},
): string {
  return policyList(noncePolicy(nonce, layout), basePolicy(options));
}
