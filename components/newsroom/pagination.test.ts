import { newsroomHref, parsePage } from './newsroom-links';
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
  it('builds crawlable URLs without defaults', () => {
    expect(newsroomHref('en')).toBe('/newsroom');
    expect(newsroomHref('en', { page: 2 })).toBe('/newsroom?page=2');
    expect(newsroomHref('ru', { page: 3, tag: 'ai' })).toBe('/ru/newsroom?tag=ai&page=3');
  });

  it('accepts only whole page numbers from 1', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('4')).toBe(4);
    for (const bad of ['0', '-1', '1.5', 'abc', '', ['1', '2']])
      expect(parsePage(bad)).toBeUndefined();
  });
});
