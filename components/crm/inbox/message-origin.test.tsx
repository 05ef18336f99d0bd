import { originLines } from './message-origin';

describe('the inbox names where a message came from', () => {
  it('says which article brought the visitor, from where, and the page they wrote from', () => {
    expect(
      originLines({
        sentFrom: { kind: 'home' },
        entry: { kind: 'article', id: 4, title: 'Fast pages' },
        source: 'google.com',
        campaign: null,
      }),
    ).toEqual(['Пришёл со статьи «Fast pages», из поиска Google', 'Написал с главной']);
  });

  it('says the landing page, a campaign, another site, and a visit typed in', () => {
    expect(
      originLines({
        sentFrom: { kind: 'home' },
        entry: { kind: 'home' },
        source: 'blog.example.org',
        campaign: 'spring',
      }),
    ).toEqual(['Пришёл с главной, с сайта blog.example.org, кампания «spring»']);
    expect(
      originLines({
        sentFrom: { kind: 'home' },
        entry: { kind: 'newsroom' },
        source: null,
        campaign: null,
      }),
    ).toEqual(['Пришёл с ленты новостей, прямой заход', 'Написал с главной']);
  });

  it('says when the article has gone, and when nothing is known', () => {
    expect(
      originLines({
        sentFrom: { kind: 'home' },
        entry: { kind: 'article', id: 4, title: null },
        source: 'other',
        campaign: null,
      })[0],
    ).toBe('Пришёл со статьи, которой больше нет на сайте, с другого сайта');
    expect(originLines(null)).toEqual(['Откуда пришёл, неизвестно: посещение не учтено']);
  });
});
