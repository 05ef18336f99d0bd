import { isLinkable, isPlaceholderUrl, linkState, publicLink } from './placeholder';

describe('placeholder addresses', () => {
  it.each([
    'https://brewline.example',
    'https://shop.brewline.example/path',
    'https://a.invalid',
    'http://site.test',
    'http://localhost:3000',
    'http://app.localhost',
    'https://example.com',
    'https://www.example.com/x',
    'https://EXAMPLE.ORG',
    'https://shop.example.net',
    'https://brewline.example.',
    'not a url',
  ])('%s is a placeholder', (url) => {
    expect(isPlaceholderUrl(url)).toBe(true);
    expect(isLinkable(url)).toBe(false);
    expect(publicLink(url)).toBeNull();
  });

  it.each([
    'https://brewline.ru',
    'https://example-shop.com',
    'https://myexample.com',
    'http://examples.org',
    'https://testing.dev',
    'https://привет.рф',
    'https://example.company.com',
  ])('%s is real', (url) => {
    expect(isPlaceholderUrl(url)).toBe(false);
    expect(isLinkable(url)).toBe(true);
    expect(publicLink(url)).toBe(url);
  });

  it('links only http and https addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://files.ru',
      'mailto:a@b.ru',
      'data:text/html,x',
    ]) {
      expect([url, publicLink(url)]).toEqual([url, null]);
    }
  });

  it('names the state of a card’s link for the CRM', () => {
    expect(linkState(null)).toBe('none');
    expect(linkState('')).toBe('none');
    expect(linkState('https://paylio.example')).toBe('placeholder');
    expect(linkState('https://paylio.com')).toBe('real');
  });
});
