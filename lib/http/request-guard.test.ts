import { isPagePath, refuseRequest } from './request-guard';

describe('requests refused before routing', () => {
  it.each([
    ['/newsroom/%E0%A4%A', 400],
    ['/api/article/%ff', 400],
    ['/%ff', 400],
    ['/%ff.png', 400],
    ['/newsroom/%00', 400],
    ['/newsroom/a%0Ab', 400],
    ['/%ED%A0%80', 400],
    [`/${'a'.repeat(9000)}`, 414],
  ])('%s → %i', (path, status) => {
    expect(refuseRequest(path, '')?.status).toBe(status);
  });

  it('lets well-formed paths through, percent-encoded ones included', () => {
    for (const path of ['/', '/newsroom/100%25-growth', '/ru/newsroom', '/api/article/3']) {
      expect(refuseRequest(path, '')).toBeUndefined();
    }
  });

  it('refuses very long queries', () => {
    expect(refuseRequest('/', `?x=${'a'.repeat(5000)}`)?.status).toBe(414);
  });

  it('tells pages from endpoints and files', () => {
    expect(isPagePath('/newsroom/some-article')).toBe(true);
    expect(isPagePath('/api/articles')).toBe(false);
    expect(isPagePath('/_next/static/chunk.js')).toBe(false);
    expect(isPagePath('/robots.txt')).toBe(false);
    // Rendered for each request, with a nonce: a dot does not make them files.
    for (const path of ['/crm/a.b', '/crm/invite/a.b', '/preview/a.b', '/ru/preview/a.b']) {
      expect(isPagePath(path)).toBe(true);
    }
  });
});
