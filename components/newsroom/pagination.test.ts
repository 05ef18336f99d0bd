import { canonicalNewsroomPath, newsroomHref, parsePageSegment } from './newsroom-links';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('elides far pages around the current one', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });
});

describe('newsroom links', () => {
  it('builds crawlable path URLs without defaults', () => {
    expect(newsroomHref('en')).toBe('/newsroom');
    expect(newsroomHref('en', { page: 2 })).toBe('/newsroom/page/2');
    expect(newsroomHref('ru', { page: 3, tag: 'ai' })).toBe('/ru/newsroom/tag/ai/page/3');
    expect(newsroomHref('ru', { tag: 'дизайн' })).toBe(
      '/ru/newsroom/tag/%D0%B4%D0%B8%D0%B7%D0%B0%D0%B9%D0%BD',
    );
  });

  it('accepts only canonical page numbers from 2 in the path', () => {
    expect(parsePageSegment('2')).toBe(2);
    expect(parsePageSegment('40')).toBe(40);
    for (const bad of ['1', '0', '02', '-1', '1.5', 'abc', '', '1e3', '99999999'])
      expect(parsePageSegment(bad)).toBeUndefined();
  });

  it('maps the old query addresses to the new ones', () => {
    const path = (query: string) => canonicalNewsroomPath(new URLSearchParams(query));
    expect(path('page=2')).toBe('/newsroom/page/2');
    expect(path('tag=AI&page=3')).toBe('/newsroom/tag/ai/page/3');
    expect(path('tag=%23Design')).toBe('/newsroom/tag/design');
    for (const malformed of ['page=abc', 'page=0', 'page=1.0', 'page=1', 'page=', 'tag='])
      expect(path(malformed)).toBe('/newsroom');
    expect(path('page=99999')).toBe('/newsroom/page/99999');
  });
});
