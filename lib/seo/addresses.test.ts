import {
  absoluteUrl,
  articleHref,
  articleSlugOfPath,
  tagOfPath,
  tagTranslationHref,
  canonicalNewsroomHref,
  feedHref,
  latestArticlesHref,
  homeHref,
  newsroomHref,
  parsePageSegment,
  policyHref,
  previewHref,
  portfolioCardsHref,
  projectsHref,
  translationHref,
} from './addresses';

describe('the public addresses', () => {
  it('put every language but English under its prefix', () => {
    expect([homeHref('en'), homeHref('ru')]).toEqual(['/', '/ru']);
    expect([policyHref('en'), policyHref('ru', 'cookies')]).toEqual([
      '/policy',
      '/ru/policy#cookies',
    ]);
    expect([articleHref('en', 'launch'), articleHref('ru', 'launch')]).toEqual([
      '/newsroom/launch',
      '/ru/newsroom/launch',
    ]);
    expect(previewHref('ru', 'Ab-9_x')).toBe('/ru/preview/Ab-9_x');
    expect([projectsHref('en'), projectsHref('ru')]).toEqual(['/projects', '/ru/projects']);
    expect(portfolioCardsHref('ru')).toBe('/ru/projects/cards.json');
    expect(feedHref('en')).toBe('/newsroom/feed.xml');
    expect(feedHref('ru')).toBe('/ru/newsroom/feed.xml');
    expect(latestArticlesHref('en')).toBe('/newsroom/latest.json');
    expect(latestArticlesHref('ru')).toBe('/ru/newsroom/latest.json');
  });

  it('keep any slug one path segment: spaces, %, Cyrillic, #, ? and / encoded', () => {
    const cases: [string, string][] = [
      ['a b', '/newsroom/a%20b'],
      ['100%-growth', '/newsroom/100%25-growth'],
      ['привет-мир', '/newsroom/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82-%D0%BC%D0%B8%D1%80'],
      ['c#-tips', '/newsroom/c%23-tips'],
      ['why?', '/newsroom/why%3F'],
      ['a/b', '/newsroom/a%2Fb'],
      ['emoji-🚀', '/newsroom/emoji-%F0%9F%9A%80'],
    ];
    for (const [slug, href] of cases) {
      expect(articleHref('en', slug)).toBe(href);
      expect(articleHref('ru', slug)).toBe(`/ru${href}`);
      // What a browser asks for is the article's path and nothing else, its last segment the slug.
      const url = new URL(absoluteUrl(articleHref('ru', slug), 'https://lumen.agency'));
      expect(url.search + url.hash).toBe('');
      const segments = url.pathname.split('/');
      expect(segments.slice(0, -1)).toEqual(['', 'ru', 'newsroom']);
      expect(decodeURIComponent(segments.at(-1)!)).toBe(slug);
    }
  });

  it('build crawlable newsroom pages without defaults, the tag encoded', () => {
    expect(newsroomHref('en')).toBe('/newsroom');
    expect(newsroomHref('en', { page: 2 })).toBe('/newsroom/page/2');
    expect(newsroomHref('ru', { page: 3, tag: 'ai' })).toBe('/ru/newsroom/tag/ai/page/3');
    expect(newsroomHref('ru', { tag: 'дизайн' })).toBe(
      '/ru/newsroom/tag/%D0%B4%D0%B8%D0%B7%D0%B0%D0%B9%D0%BD',
    );
    expect(newsroomHref('en', { tag: 'c# ?&' })).toBe('/newsroom/tag/c%23%20%3F%26');
  });

  it('are made absolute on the site’s origin, never on another', () => {
    const site = new URL('https://lumen.agency');
    expect(absoluteUrl(articleHref('ru', 'a b'), site)).toBe(
      'https://lumen.agency/ru/newsroom/a%20b',
    );
    expect(absoluteUrl(articleHref('en', '//evil.example'), site)).toBe(
      'https://lumen.agency/newsroom/%2F%2Fevil.example',
    );
  });

  it('accept only canonical page numbers from 2 in the path', () => {
    expect(parsePageSegment('2')).toBe(2);
    expect(parsePageSegment('40')).toBe(40);
    for (const bad of ['1', '0', '02', '-1', '1.5', 'abc', '', '1e3', '99999999'])
      expect(parsePageSegment(bad)).toBeUndefined();
  });

  it('map the newsroom’s old query addresses to the new ones, in their language', () => {
    const href = (query: string, locale: 'en' | 'ru' = 'en') =>
      canonicalNewsroomHref(locale, new URLSearchParams(query));
    expect(href('page=2')).toBe('/newsroom/page/2');
    expect(href('tag=AI&page=3')).toBe('/newsroom/tag/ai/page/3');
    expect(href('tag=%23Design')).toBe('/newsroom/tag/design');
    expect(href('tag=Дизайн', 'ru')).toBe('/ru/newsroom/tag/%D0%B4%D0%B8%D0%B7%D0%B0%D0%B9%D0%BD');
    for (const malformed of ['page=abc', 'page=0', 'page=1.0', 'page=1', 'page=', 'tag='])
      expect(href(malformed)).toBe('/newsroom');
    expect(href('page=99999')).toBe('/newsroom/page/99999');
  });

  it('lead from an article to its version in another language', () => {
    expect(translationHref('ru', 'fast sites')).toBe('/ru/newsroom/fast%20sites/translation');
    expect(translationHref('en', 'bystrye-sajty')).toBe('/newsroom/bystrye-sajty/translation');
  });

  it('tell an article’s address from the newsroom’s other pages', () => {
    expect(articleSlugOfPath('/newsroom/fast-sites')).toBe('fast-sites');
    expect(articleSlugOfPath('/newsroom/c%23%20why')).toBe('c# why');
    expect(articleSlugOfPath('/newsroom/fast-sites/translation')).toBe('fast-sites');
    for (const other of [
      '/newsroom',
      '/newsroom/page/2',
      '/newsroom/tag/ai',
      '/newsroom/feed.xml',
      '/newsroom/latest.json',
      '/newsroom/search',
      '/newsroom/page',
      '/policy',
      '/newsroom/a/b',
      '/newsroom/%E0%A4%A',
    ])
      expect(articleSlugOfPath(other)).toBeUndefined();
  });

  it('tell a tag’s pages, and lead the switch to its counterpart', () => {
    expect(tagOfPath('/newsroom/tag/branding')).toBe('branding');
    expect(tagOfPath('/newsroom/tag/%D0%B1%D1%80%D0%B5%D0%BD%D0%B4%D0%B8%D0%BD%D0%B3')).toBe(
      'брендинг',
    );
    expect(tagOfPath('/newsroom/tag/ai/page/2')).toBe('ai');
    for (const other of ['/newsroom', '/newsroom/ai', '/newsroom/tag', '/newsroom/tag/%E0%A4%A']) {
      expect(tagOfPath(other)).toBeUndefined();
    }
    expect(tagTranslationHref('ru', 'branding')).toBe('/ru/newsroom/tag/branding/translation');
    expect(tagTranslationHref('en', 'брендинг')).toBe(
      '/newsroom/tag/%D0%B1%D1%80%D0%B5%D0%BD%D0%B4%D0%B8%D0%BD%D0%B3/translation',
    );
  });
});
