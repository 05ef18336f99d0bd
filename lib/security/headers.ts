import { basePolicy, type PolicyOptions } from './csp.mjs';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Headers every response carries (next.config.ts `headers()`): the resource half of the
 * Content-Security-Policy (lib/security/csp.mjs), no MIME sniffing, no framing, a referrer
 * that stops at the origin across sites, powerful features off, and HTTPS only in production.
 */
export function securityHeaders(options: PolicyOptions): { key: string; value: string }[] {
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
