/** @jest-environment node */
import fs from 'node:fs';
import {
  basePolicy,
  googleAnalyticsInitScript,
  hashPolicy,
  noncePolicy,
  sha256Source,
} from './csp.mjs';
import { documentScriptPolicy, inlineScripts } from './document-scripts.mjs';
import { perRequestPolicy, securityHeaderRoutes } from './headers';
// The function Next reads a request's nonce with, to add it to its own scripts.
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
// How Next matches a `headers()` route's source (next/dist/server/lib/router-utils/filesystem.js).
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';

const RESOURCE_DIRECTIVES = [
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "connect-src 'self'",
  "img-src 'self'",
];

/** The policies of a Content-Security-Policy header value (a comma separates them). */
const policiesOf = (value: string) => value.split(/,\s*(?=[a-z-]+[ ;]|[a-z-]+$)/);

describe('the Content-Security-Policy', () => {
  it('restricts resources on every response, without touching scripts', () => {
    const policy = basePolicy();
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "img-src 'self' data: blob:",
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/script-src|default-src|unsafe-eval|upgrade-insecure/);
    const production = basePolicy({ providerOrigin: 'https://api.example.com', production: true });
    expect(production).toContain("img-src 'self' data: blob: https://api.example.com");
    expect(production).toContain('upgrade-insecure-requests');
  });

  it('allows a document exactly its own inline scripts', () => {
    const html =
      '<!DOCTYPE html><html><head><script>a()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"x":"</p>"}</script></head>' +
      '<body><script>self.__next_f.push([1,"&lt;b&gt;"])</script><script type="module">b()</script></body></html>';
    expect(inlineScripts(html)).toEqual(['a()', 'self.__next_f.push([1,"&lt;b&gt;"])', 'b()']);
    const policy = documentScriptPolicy(html);
    expect(policy).toBe(
      `script-src 'self' ${sha256Source('a()')} ${sha256Source('self.__next_f.push([1,"&lt;b&gt;"])')} ${sha256Source('b()')}; script-src-attr 'none'`,
    );
    expect(policy).not.toMatch(/unsafe/);
  });

  it('allows the CRM its nonce', () => {
    expect(noncePolicy('abc')).toBe("script-src 'self' 'nonce-abc'; script-src-attr 'none'");
  });

  it('gives a page rendered for one request both policies, and Next its nonce', () => {
    const value = perRequestPolicy('bm9uY2U=', { providerOrigin: 'https://api.example.com' });
    const [scripts, resources] = policiesOf(value);
    expect(scripts).toBe("script-src 'self' 'nonce-bm9uY2U='; script-src-attr 'none'");
    for (const directive of RESOURCE_DIRECTIVES) expect(resources).toContain(directive);
    expect(resources).toContain('https://api.example.com');
    expect(getScriptNonceFromHeader(value)).toBe('bm9uY2U=');
  });

  it('lets a preview run its layout’s inline scripts, which React renders without the nonce', () => {
    const consent = 'window.dataLayer=window.dataLayer||[];';
    const value = perRequestPolicy('bm9uY2U=', {}, { inlineScripts: [consent], gaId: 'G-TEST123' });
    expect(value).toContain(sha256Source(consent));
    expect(value).toContain(sha256Source(googleAnalyticsInitScript('G-TEST123')));
    expect(getScriptNonceFromHeader(value)).toBe('bm9uY2U=');
  });

  it('gives the answer to any request with a body or a server-action header no script at all', () => {
    const [every, ...withBody] = securityHeaderRoutes({});
    expect(every!.has).toBeUndefined();
    expect(withBody.map((route) => [route.source, route.has])).toEqual([
      ['/(.*)', [{ type: 'header', key: 'content-type' }]],
      ['/(.*)', [{ type: 'header', key: 'next-action' }]],
    ]);
    for (const route of withBody) {
      const [csp, ...others] = route.headers;
      expect(others).toEqual([]);
      const [resources, scripts] = policiesOf(csp!.value);
      for (const directive of RESOURCE_DIRECTIVES) expect(resources).toContain(directive);
      expect(scripts).toBe("script-src 'none'; script-src-attr 'none'");
    }
  });

  it('matches every path without parameters, so that Next sends the policy as written', () => {
    // With a parameter in the source, Next reads each header value containing `:` (the
    // policy's `https:` and `data:`) as a pattern to fill in, on every response.
    const [every] = securityHeaderRoutes({});
    const match = getPathMatch(every!.source, { strict: true, removeUnnamedParams: true });
    for (const path of ['/', '/ru/newsroom/a-b', '/_next/static/chunks/x.js', '/api/articles']) {
      expect(match(path)).toEqual({});
    }
  });

  it("hashes @next/third-parties' Google Analytics snippet as the installed package writes it", () => {
    const source = fs.readFileSync('node_modules/@next/third-parties/dist/google/ga.js', 'utf8');
    const template = /__html: `([\s\S]*?)`,/.exec(source)?.[1];
    expect(template).toBeDefined();
    const rendered = template!
      .replaceAll('${dataLayerName}', 'dataLayer')
      .replaceAll('${gaId}', 'G-TEST123')
      .replace(/\$\{debugMode \?.*?: ''\}/, '');
    expect(googleAnalyticsInitScript('G-TEST123')).toBe(rendered);
    expect(hashPolicy([], { gaId: 'G-TEST123' })).toContain(sha256Source(rendered));
    expect(hashPolicy([], { gaId: 'G-TEST123' })).toContain('https://www.googletagmanager.com');
  });
});
