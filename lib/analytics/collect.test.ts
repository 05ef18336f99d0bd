/** @jest-environment node */
import { createArticle, type ArticleInput } from '@/lib/articles/writes';
import { createRateLimiter } from '@/lib/server/rate-limit';
import { countingFixture } from '@/test/analytics';
import { BEACON_STATUS, countBeacon, countPageView, writeViews, type PageView } from './collect';
import { countEvents } from './events-store';
import { saltOf, visitorKey } from './visitor';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const NOW = new Date('2026-03-01T10:00:00.000Z');

describe('counting a page view', () => {
  const suite = countingFixture(NOW);

  const count = (
    view: Partial<PageView>,
    limiter = createRateLimiter({ name: 'test', limit: 100, windowMs: 60_000 }),
  ) =>
    countPageView(
      {
        path: '/',
        userAgent: BROWSER,
        address: '203.0.113.7',
        staff: async () => false,
        ...view,
      },
      suite.dependencies(limiter),
    );

  it('counts a beacon of the right shape, and answers any other body as invalid (400)', async () => {
    const dependencies = suite.dependencies();
    const visitor = { userAgent: BROWSER, address: '203.0.113.7', staff: async () => false };
    for (const body of [
      null,
      'text',
      [],
      {},
      { p: 7 },
      { p: '/', r: 1 },
      { p: 'x'.repeat(1025) },
    ]) {
      expect(await countBeacon(body, visitor, dependencies)).toBe('invalid');
    }
    expect(suite.queued).toEqual([]);
    const beacon = { p: '/newsroom', r: 'https://duckduckgo.com/', q: 'utm_medium=social' };
    expect(await countBeacon(beacon, visitor, dependencies)).toBe('counted');
    expect(suite.queued).toEqual([
      expect.objectContaining({ source: 'duckduckgo.com', medium: 'social', locale: 'en' }),
    ]);
    expect(BEACON_STATUS).toEqual({ invalid: 400, limited: 429, counted: 204, ignored: 204 });
  });

  it('queues what is kept: the page, its language, where the visitor came from, a device class and the day’s key', async () => {
    expect(
      await count({
        path: '/ru/newsroom/tag/ai',
        referrer: 'https://www.google.com/search?q=lumen',
        query: 'utm_source=newsletter&utm_medium=email&utm_campaign=spring&q=secret',
      }),
    ).toBe('counted');
    const key = visitorKey(
      await saltOf(suite.db, '2026-03-01'),
      'lumen.agency',
      '203.0.113.7',
      BROWSER,
    );
    expect(suite.queued).toEqual([
      {
        viewed_at: NOW.toISOString(),
        day: '2026-03-01',
        visitor: key,
        viewed: { locale: 'ru', page: 'tag' },
        locale: 'ru',
        source: 'newsletter',
        medium: 'email',
        campaign: 'spring',
        device: 'desktop',
      },
    ]);
    // No address, user agent or query text is kept.
    expect(JSON.stringify(suite.queued)).not.toMatch(/203\.0\.113|Chrome|secret/);
  });

  it('takes a tagged link’s source over the site that sent the visitor, that site without one', async () => {
    await count({ query: 'utm_source=newsletter' });
    await count({ referrer: 'https://lumen.agency/policy', query: 'utm_source=newsletter' });
    await count({ referrer: 'https://www.google.com/', query: 'utm_source=newsletter' });
    await count({ referrer: 'https://www.google.com/', query: 'utm_medium=cpc' });
    expect(suite.queued.map((view) => view.source)).toEqual([
      'newsletter',
      'newsletter',
      'newsletter',
      'google.com',
    ]);
  });

  it('does not count bots, staff or what is not a public page, and asks about staff last', async () => {
    const staff = jest.fn(async () => true);
    expect(
      await count({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)', staff }),
    ).toBe('ignored');
    expect(await count({ path: '/crm/articles', staff })).toBe('ignored');
    expect(staff).not.toHaveBeenCalled();
    expect(await count({ staff })).toBe('ignored');
    expect(staff).toHaveBeenCalledTimes(1);
    expect(suite.queued).toEqual([]);
  });

  it('counts nothing with ANALYTICS=off', async () => {
    process.env.ANALYTICS = 'off';
    expect(await count({})).toBe('ignored');
    expect(suite.queued).toEqual([]);
  });

  it('counts nothing, and fails nothing, while the store is away', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const away = () =>
      countPageView(
        { path: '/', userAgent: BROWSER, address: '203.0.113.7', staff: async () => false },
        { ...suite.dependencies(), store: () => Promise.reject(new Error('connection refused')) },
      );
    expect(await away()).toBe('ignored');
    expect(await away()).toBe('ignored');
    expect(suite.queued).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('limits each client address', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 2, windowMs: 60_000 });
    expect(await count({}, limiter)).toBe('counted');
    expect(await count({ address: '203.0.113.8' }, limiter)).toBe('counted');
    expect(await count({}, limiter)).toBe('counted');
    expect(await count({}, limiter)).toBe('limited');
    expect(suite.queued).toHaveLength(3);
  });

  it('limits each visitor’s day, whatever the addresses’ limits', async () => {
    const visitorLimiter = createRateLimiter({ name: 'test-day', limit: 3, windowMs: 86_400_000 });
    const dependencies = suite.dependencies(undefined, visitorLimiter);
    const view = (userAgent: string) =>
      countPageView(
        { path: '/', userAgent, address: '203.0.113.9', staff: async () => false },
        dependencies,
      );
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await view(BROWSER));
    expect(outcomes).toEqual(['counted', 'counted', 'counted', 'limited', 'limited']);
    // Another browser on the same address is another visitor.
    expect(await view(`${BROWSER} Edg/140.0`)).toBe('counted');
    expect(suite.queued).toHaveLength(4);
  });

  it('writes a batch with each article by id, and any unknown slug as other', async () => {
    const article = await createArticle(suite.db, {
      title: 'Launch day',
      author_name: 'Maria Sokolova',
      hashtags: '#web',
      content: '<p>Some text.</p>',
      banner_meta_title: 'Banner',
      banner_meta_alt: 'An abstract banner',
      slug: 'launch-day',
    } satisfies ArticleInput);
    for (const path of [
      '/newsroom/launch-day',
      '/ru/newsroom/launch-day',
      '/newsroom/no-such',
      '/',
    ]) {
      await count({ path });
    }
    await writeViews(suite.db, suite.queued);
    const pages = await suite.db
      .selectFrom('analytics_events')
      .select(['page', 'locale'])
      .orderBy('id')
      .execute();
    expect(pages).toEqual([
      { page: `article:${article.id}`, locale: 'en' },
      { page: `article:${article.id}`, locale: 'ru' },
      { page: 'other', locale: 'en' },
      { page: 'home', locale: 'en' },
    ]);
    expect(await countEvents(suite.db)).toBe(4);
  });
});
