import { OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/cache/tags.mjs';

/**
 * Text as XML character data: escaped, and without the characters XML 1.0 forbids (NUL and
 * other controls, lone surrogates), any one of which would make the whole document unreadable.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A cached XML document (feed, sitemap) for browsers, crawlers and CDNs. */
export function xmlResponse(xml: string, contentType = 'application/xml'): Response {
  return new Response(xml, {
    headers: {
      'Content-Type': `${contentType}; charset=utf-8`,
      'Cache-Control': 'public, max-age=300, s-maxage=300',
    },
  });
}

/** The article provider is down and nothing was remembered: try again soon, cache nothing. */
export function providerUnavailableResponse(): Response {
  return new Response('The newsroom is taking a short break.\n', {
    status: 503,
    headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
}
