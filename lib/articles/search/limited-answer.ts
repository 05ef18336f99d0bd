import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import type { Locale } from '@/lib/i18n/routing';
import { newsroomHref, searchHref } from '@/lib/seo/addresses';

const CATALOGUES = { en, ru } as const;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What a search past its client's limit is answered (429, and when to come back): a page of a
 * few hundred bytes, made without rendering a thing, in the page's language, so that a client
 * that keeps searching costs the server less than a cached page each time. It names no query:
 * a limited client's input is not echoed.
 */
export function limitedSearchAnswer(locale: Locale, retryAfter: number): Response {
  const t = createTranslator({
    locale,
    messages: CATALOGUES[locale],
    namespace: 'newsroom.search',
  });
  const seconds = Math.max(1, Math.ceil(retryAfter));
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escape(t('limitedTitle'))}</title>` +
    '<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0f17;' +
    'color:#eef1f6;font:1.0625rem/1.6 system-ui,sans-serif}main{max-width:34rem;padding:2rem}' +
    'h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}a{color:#8ab4ff}</style></head>' +
    `<body><main><h1>${escape(t('limitedTitle'))}</h1><p>${escape(t('limited', { seconds }))}</p>` +
    `<p><a href="${escape(searchHref(locale))}">${escape(t('limitedRetry'))}</a> · ` +
    `<a href="${escape(newsroomHref(locale))}">${escape(t('limitedBack'))}</a></p></main></body></html>`;
  return new Response(html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(seconds),
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      // Nothing to run: no script may, and only its own rules style it.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    },
  });
}
