/** @jest-environment node */
import { isSameOriginRequest } from './origin';

const URL_ = 'http://localhost:3000/api/article';
const h = (init: Record<string, string>) => new Headers(init);

describe('same-origin check for writes', () => {
  it('accepts our own pages', () => {
    expect(isSameOriginRequest(h({ origin: 'http://localhost:3000' }), URL_)).toBe(true);
    expect(
      isSameOriginRequest(
        h({ origin: 'https://lumen.agency', host: 'lumen.agency', 'x-forwarded-proto': 'https' }),
        'http://10.0.0.5:3000/api/article',
      ),
    ).toBe(true);
    expect(
      isSameOriginRequest(h({ origin: 'https://lumen.agency' }), URL_, 'https://lumen.agency'),
    ).toBe(true);
    expect(isSameOriginRequest(h({ 'sec-fetch-site': 'same-origin' }), URL_)).toBe(true);
  });

  it('refuses other sites', () => {
    expect(isSameOriginRequest(h({ origin: 'https://evil.example' }), URL_)).toBe(false);
    expect(isSameOriginRequest(h({ origin: 'http://localhost:3001' }), URL_)).toBe(false);
    expect(isSameOriginRequest(h({ origin: 'null' }), URL_)).toBe(false);
    expect(isSameOriginRequest(h({ 'sec-fetch-site': 'cross-site' }), URL_)).toBe(false);
    expect(isSameOriginRequest(h({ 'sec-fetch-site': 'same-site' }), URL_)).toBe(false);
  });

  it('lets non-browser clients through to the session check', () => {
    expect(isSameOriginRequest(h({}), URL_)).toBe(true);
  });
});
