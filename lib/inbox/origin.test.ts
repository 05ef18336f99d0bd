import { articleIdOf, originArticleIds, originOf, sourceKind } from './origin';

const row = (
  fields: Partial<
    Record<'sent_from' | 'entry_page' | 'entry_source' | 'entry_campaign', string | null>
  >,
) => ({
  sent_from: null,
  entry_page: null,
  entry_source: null,
  entry_campaign: null,
  ...fields,
});

describe('where a contact message came from', () => {
  it('is unknown without a counted visit', () => {
    expect(originOf(row({}), new Map())).toBeNull();
  });

  it('names the articles by their current title, and a deleted one as gone', () => {
    const titles = new Map([[12, 'Design systems']]);
    const origin = originOf(
      row({
        sent_from: 'home',
        entry_page: 'article:12',
        entry_source: 'google.com',
        entry_campaign: 'spring',
      }),
      titles,
    );
    expect(origin).toEqual({
      sentFrom: { kind: 'home' },
      entry: { kind: 'article', id: 12, title: 'Design systems' },
      source: 'google.com',
      campaign: 'spring',
    });
    expect(originOf(row({ entry_page: 'article:13' }), titles)?.entry).toEqual({
      kind: 'article',
      id: 13,
      title: null,
    });
  });

  it('reads only page keys it knows: anything else is another page of the site', () => {
    expect(originOf(row({ entry_page: '/etc/passwd' }), new Map())?.entry).toEqual({
      kind: 'other',
    });
    expect(articleIdOf('article:12x')).toBeUndefined();
    expect(articleIdOf('article:99999999999999')).toBeUndefined();
    expect(originArticleIds(row({ sent_from: 'article:3', entry_page: 'article:3' }))).toEqual([3]);
  });

  it('names well-known sites, folded rare ones, any other site and none', () => {
    expect(sourceKind('google.com')).toBe('google');
    expect(sourceKind('google.co.uk')).toBe('google');
    expect(sourceKind('yandex.ru')).toBe('yandex');
    expect(sourceKind('ya.ru')).toBe('yandex');
    expect(sourceKind('t.me')).toBe('telegram');
    expect(sourceKind('notgoogle.com.evil.example')).toBe('site');
    expect(sourceKind('other')).toBe('folded');
    expect(sourceKind('example.org')).toBe('site');
    expect(sourceKind(null)).toBe('direct');
    // A tagged link's own name for its source (utm_source) is no site.
    expect(sourceKind('newsletter')).toBe('tagged');
    expect(sourceKind('google')).toBe('tagged');
  });

  it('shows a source or campaign only when it is what one can be, whatever was stored', () => {
    const origin = originOf(
      row({
        sent_from: 'home',
        entry_page: 'home',
        entry_source: 'google-ads-FAKE <b>',
        entry_campaign: 'CEO said: wire $50k to IBAN DE00 today',
      }),
      new Map(),
    );
    expect(origin).toMatchObject({ source: 'other', campaign: null });
    expect(
      originOf(
        row({ entry_page: 'home', entry_source: 'newsletter', entry_campaign: 'spring-2026' }),
        new Map(),
      ),
    ).toMatchObject({ source: 'newsletter', campaign: 'spring-2026' });
  });
});
