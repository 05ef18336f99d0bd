// Content-Security-Policy of the site, in plain JavaScript: next.config.ts, proxy.ts and the
// cache handler (which Next loads at run time, untranspiled) all build their policies here.
//
// Every HTML answer carries two policies, and browsers enforce both. The resource policy
// (`basePolicy`): where images, frames, styles and connections may come from, and no framing,
// plugins, <base> or foreign form targets. And a script policy: the SHA-256 of each inline
// script of a prerendered or cached page (`hashPolicy`, set by the cache handler, so static
// pages stay static), or a per-request nonce on the pages rendered for each request, the CRM
// and the previews (`noncePolicy`, set by proxy.ts with the resource policy beside it), or no
// script at all on an answer to a request with a body (`inertScriptPolicy`, next.config.ts):
// no page of this site is the answer to one. Neither allows 'unsafe-inline' or 'unsafe-eval'.
import { createHash } from 'node:crypto';

/** Hosts of the embedded players (lib/articles/embeds.ts). */
export const FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

const GA_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const GA_DATA_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * @typedef {object} PolicyOptions
 * @property {string} [providerOrigin] origin of an external article provider
 * @property {string} [gaId] Google Analytics measurement id, when analytics are on
 * @property {boolean} [production] served over HTTPS: upgrade stray http:// requests
 */

/** @param {Record<string, string[]>} directives */
function serialize(directives) {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * The resource policy of every response. It has no default-src or script-src on purpose:
 * scripts are the document policy's business, and a second script-src here would forbid what
 * that one allows.
 * @param {PolicyOptions} options
 */
export function basePolicy({ providerOrigin, gaId, production } = {}) {
  const provider = providerOrigin ? [providerOrigin] : [];
  const analytics = gaId ? GA_DATA_HOSTS : [];
  /** @type {Record<string, string[]>} */
  const directives = {
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...provider, ...analytics],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    // Article bodies carry style attributes (colours, sizes, alignment) from the editor.
    'style-src': ["'self'", "'unsafe-inline'"],
    'frame-src': FRAME_HOSTS,
    'child-src': FRAME_HOSTS,
    'connect-src': ["'self'", ...provider, ...analytics],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  if (production) directives['upgrade-insecure-requests'] = [];
  return serialize(directives);
}

/** @param {string} text */
export function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The inline script @next/third-parties' <GoogleAnalytics> inserts after hydration (it is not
 * in the HTML, so it cannot be hashed from there). Its text must match the library's template
 * character for character: lib/security/csp.test.ts checks that against the installed package.
 * @param {string} gaId
 */
export function googleAnalyticsInitScript(gaId, dataLayerName = 'dataLayer') {
  return `
          window['${dataLayerName}'] = window['${dataLayerName}'] || [];
          function gtag(){window['${dataLayerName}'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${gaId}' );`;
}

/**
 * The script policy of a prerendered or cached HTML document: its own scripts, and its inline
 * scripts by the hashes given (lib/security/document-scripts.mjs reads them from the HTML).
 * @param {Iterable<string>} inlineScripts
 * @param {PolicyOptions} options
 */
export function hashPolicy(inlineScripts, { gaId } = {}) {
  const hashes = new Set([...inlineScripts].map(sha256Source));
  const sources = ["'self'", ...hashes];
  if (gaId) sources.push(sha256Source(googleAnalyticsInitScript(gaId)), ...GA_SCRIPT_HOSTS);
  return serialize({ 'script-src': sources, 'script-src-attr': ["'none'"] });
}

/**
 * The script policy of a page rendered for one request (the CRM, a preview): scripts carrying
 * this request's nonce, which Next adds to its own when it finds the policy in the request, and
 * the inline scripts of the page's own layout by their hashes (a preview's consent defaults;
 * React renders them without the nonce).
 * @param {string} nonce
 * @param {{ inlineScripts?: Iterable<string>, gaId?: string }} [options]
 */
export function noncePolicy(nonce, { inlineScripts = [], gaId } = {}) {
  const sources = ["'self'", `'nonce-${nonce}'`, ...new Set([...inlineScripts].map(sha256Source))];
  if (gaId) sources.push(sha256Source(googleAnalyticsInitScript(gaId)), ...GA_SCRIPT_HOSTS);
  return serialize({ 'script-src': sources, 'script-src-attr': ["'none'"] });
}

/**
 * The script policy of an answer to a request with a body or a server-action header, on any
 * path: there are no server actions and no page answers such a request, so whatever HTML
 * Next renders for one (an error page) runs no script at all.
 */
export function inertScriptPolicy() {
  return serialize({ 'script-src': ["'none'"], 'script-src-attr': ["'none'"] });
}

/**
 * Both policies in one header value: a comma separates policies, and each is enforced.
 * @param {string[]} policies
 */
export function policyList(...policies) {
  return policies.join(', ');
}
