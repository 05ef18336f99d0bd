/** @jest-environment node */
import type { Store } from '@/lib/db/database';
import type { DeviceClass, NewAnalyticsEvent } from '@/lib/db/schema';
import { createTestStore, testDialects } from '@/test/store';
import { OTHER, TOP_TAGS } from './rollup-store';
import { HEAVY_VIEWS } from './contribution';
import { countEvents, eventWrites, ROLLUP_OVERLAP_MS } from './events-store';

const DAY = '2026-03-01';

function view(
  visitor: string,
  time: string,
  page: string,
  more: Partial<NewAnalyticsEvent> = {},
): NewAnalyticsEvent {
  const viewed_at = time.includes('T') ? time : `${DAY}T${time}:00.000Z`;
  return {
    viewed_at,
    day: viewed_at.slice(0, 10),
    visitor,
    page,
    locale: 'en',
    source: '',
    medium: '',
    campaign: '',
    device: 'desktop' as DeviceClass,
    ...more,
  };
}

/**
 * A hand-made day: A comes from a search engine and returns after 50 minutes; B reads in
 * Russian on a phone, with views exactly 30 minutes apart; C first comes from a newsletter,
 * then later from a search engine.
 */
const GOOGLE = { source: 'google.com' };
const NEWSLETTER = {
  source: 'newsletter',
  medium: 'email',
  campaign: 'spring',
  device: 'tablet' as const,
};
const PHONE_RU = { locale: 'ru', device: 'phone' as const };
const HAND_MADE_DAY = [
  view('a', '10:00', 'home', GOOGLE),
  view('a', '10:10', 'article:1', GOOGLE),
  view('a', '11:00', 'policy', GOOGLE),
  view('b', '09:00', 'home', PHONE_RU),
  view('b', '09:29', 'newsroom', PHONE_RU),
  view('b', '09:59', 'home', PHONE_RU),
  view('c', '12:00', 'article:1', NEWSLETTER),
  view('c', '15:00', 'home', { ...GOOGLE, device: 'tablet' }),
  // Another day's views are not this day's.
  view('a', '2026-03-02T10:00:00.000Z', 'home'),
];

describe.each(testDialects())('page views on the store (%s)', (dialect) => {
  let db: Store;
  const now = new Date(`${DAY}T20:00:00.000Z`);
  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  const pages = () =>
    db
      .selectFrom('analytics_pages_daily')
      .select(['page', 'locale', 'views', 'visitors', 'entries', 'bounces'])
      .where('day', '=', DAY)
      .orderBy('locale')
      .orderBy('page')
      .execute();
  const visits = () =>
    db
      .selectFrom('analytics_visits_daily')
      .select([
        'source',
        'medium',
        'campaign',
        'device',
        'locale',
        'visitors',
        'visits',
        'views',
        'bounces',
      ])
      .where('day', '=', DAY)
      .orderBy('source')
      .orderBy('campaign')
      .execute();

  it('rolls a day into its figures: visits split at 30 minutes, bounces, the first visit’s source', async () => {
    const events = eventWrites(db, { clock: () => now, pageSize: 2 });
    await events.write(HAND_MADE_DAY);
    await events.rollUp(DAY, false);

    expect(await pages()).toEqual([
      { page: 'article:1', locale: 'en', views: 2, visitors: 2, entries: 1, bounces: 1 },
      { page: 'home', locale: 'en', views: 2, visitors: 2, entries: 2, bounces: 1 },
      { page: 'policy', locale: 'en', views: 1, visitors: 1, entries: 1, bounces: 1 },
      { page: 'home', locale: 'ru', views: 2, visitors: 1, entries: 2, bounces: 1 },
      { page: 'newsroom', locale: 'ru', views: 1, visitors: 1, entries: 0, bounces: 0 },
    ]);
    expect(await visits()).toEqual([
      {
        source: '',
        medium: '',
        campaign: '',
        device: 'phone',
        locale: 'ru',
        visitors: 1,
        visits: 2,
        views: 3,
        bounces: 1,
      },
      {
        source: 'google.com',
        medium: '',
        campaign: '',
        device: 'desktop',
        locale: 'en',
        visitors: 1,
        visits: 2,
        views: 3,
        bounces: 1,
      },
      {
        source: 'newsletter',
        medium: 'email',
        campaign: 'spring',
        device: 'tablet',
        locale: 'en',
        visitors: 1,
        visits: 2,
        views: 2,
        bounces: 2,
      },
    ]);
    expect(await db.selectFrom('analytics_rollups').selectAll().execute()).toEqual([
      {
        day: DAY,
        rolled_at: now.toISOString(),
        final: 0,
        // The next roll-up reads the visitors seen since a little before this one.
        next_from: new Date(now.getTime() - ROLLUP_OVERLAP_MS).toISOString(),
        heavy_visitors: 0,
        heavy_views: 0,
      },
    ]);
  });

  it('replaces a day’s figures when rolled up again, and marks it final', async () => {
    const events = eventWrites(db, { clock: () => now });
    await events.write(HAND_MADE_DAY);
    await events.rollUp(DAY, false);
    const first = await pages();
    await events.write([view('d', '19:00', 'home')]);
    await events.rollUp(DAY, true);
    const home = (await pages()).find((row) => row.page === 'home' && row.locale === 'en');
    expect(home).toEqual({
      ...first.find((row) => row.page === 'home' && row.locale === 'en'),
      views: 3,
      visitors: 3,
      entries: 3,
      bounces: 2,
    });
    expect(await pages()).toHaveLength(first.length);
    const mark = await db.selectFrom('analytics_rollups').selectAll().executeTakeFirstOrThrow();
    expect(mark.final).toBe(1);
  });

  it(`keeps a day’s ${TOP_TAGS} sources and campaigns with most visitors and folds the rest into '${OTHER}'`, async () => {
    const events = eventWrites(db, { clock: () => now });
    const many = Array.from({ length: 80 }, (_, i) =>
      view(`v${i}`, '10:00', 'home', { source: `site${i}.example`, campaign: `c${i}` }),
    );
    // site0 and c0 bring three visitors each: they are kept whatever the order.
    many.push(view('w1', '10:00', 'home', { source: 'site0.example', campaign: 'c0' }));
    many.push(view('w2', '10:00', 'home', { source: 'site0.example', campaign: 'c0' }));
    await events.write(many);
    await events.rollUp(DAY, false);

    const rows = await visits();
    const sources = new Set(rows.map((row) => row.source));
    const campaigns = new Set(rows.map((row) => row.campaign));
    expect(sources.size).toBe(TOP_TAGS + 1);
    expect(campaigns.size).toBe(TOP_TAGS + 1);
    expect(sources).toContain(OTHER);
    expect(rows.find((row) => row.source === 'site0.example')?.visitors).toBe(3);
    expect(rows.reduce((sum, row) => sum + row.visitors, 0)).toBe(82);
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(82);
  });

  it('names the days due: past ones not final, today once its figures are a minute old', async () => {
    const events = eventWrites(db, { clock: () => now });
    expect(await events.daysToRollUp(now)).toEqual([]);
    await events.write([
      view('a', '2026-02-25T10:00:00.000Z', 'home'),
      view('a', '2026-02-27T10:00:00.000Z', 'home'),
      view('a', '2026-02-28T10:00:00.000Z', 'home'),
      view('a', '10:00', 'home'),
    ]);
    expect(await events.daysToRollUp(now)).toEqual(['2026-02-25', '2026-02-27', '2026-02-28', DAY]);
    await events.rollUp('2026-02-25', true);
    await events.rollUp('2026-02-27', true);
    await events.rollUp('2026-02-28', false);
    await events.rollUp(DAY, false);
    expect(await events.daysToRollUp(new Date(now.getTime() + 30_000))).toEqual(['2026-02-28']);
    expect(await events.daysToRollUp(new Date(now.getTime() + 60_000))).toEqual([
      '2026-02-28',
      DAY,
    ]);
    // Fresher where the site asks for it (ANALYTICS_ROLLUP_SECONDS).
    const eager = eventWrites(db, { clock: () => now, todayStaleMs: 5_000 });
    expect(await eager.daysToRollUp(new Date(now.getTime() + 4_000))).toEqual(['2026-02-28']);
    expect(await eager.daysToRollUp(new Date(now.getTime() + 5_000))).toEqual(['2026-02-28', DAY]);
    // A late view of a closed day opens it again.
    await events.write([view('b', '2026-02-27T23:59:00.000Z', 'home')]);
    expect(await events.daysToRollUp(new Date(now.getTime() + 30_000))).toEqual([
      '2026-02-27',
      '2026-02-28',
    ]);
  });

  it('prunes page views before a day and keeps the figures', async () => {
    const events = eventWrites(db, { clock: () => now });
    await events.write([view('a', '2026-02-28T10:00:00.000Z', 'home'), view('a', '10:00', 'home')]);
    await events.rollUp('2026-02-28', true);
    expect(await events.prune(DAY)).toBe(1);
    expect(await countEvents(db)).toBe(1);
    expect(await events.prune(DAY)).toBe(0);
    expect(await db.selectFrom('analytics_pages_daily').select(['day', 'views']).execute()).toEqual(
      [{ day: '2026-02-28', views: 1 }],
    );
  });

  it('tells the first page of a visit, visitors since a time, and a day hour by hour', async () => {
    const events = eventWrites(db, { clock: () => now, pageSize: 3 });
    await events.write(HAND_MADE_DAY);
    expect(await events.visitEntry('a', new Date(`${DAY}T10:15:00.000Z`))).toEqual({
      page: 'home',
      locale: 'en',
      source: 'google.com',
      medium: '',
      campaign: '',
      at: `${DAY}T10:00:00.000Z`,
    });
    expect((await events.visitEntry('a', new Date(`${DAY}T11:05:00.000Z`)))?.page).toBe('policy');
    expect((await events.visitEntry('c', new Date(`${DAY}T15:20:00.000Z`)))?.source).toBe(
      'google.com',
    );
    // Half an hour after its last page view, a visit is over: no visit is on.
    expect(await events.visitEntry('c', new Date(`${DAY}T15:30:00.000Z`))).toBeUndefined();
    expect(await events.visitEntry('a', new Date(`${DAY}T08:00:00.000Z`))).toBeUndefined();
    expect(await events.visitEntry('nobody', now)).toBeUndefined();

    expect(await events.visitorsSince(new Date(`${DAY}T10:30:00.000Z`))).toBe(2);
    expect(await events.visitorsSince(new Date(`${DAY}T00:00:00.000Z`))).toBe(3);

    // A day's hours are rolled up with the rest of its figures.
    await events.rollUp(DAY, false);
    const hours = await events.hourly(DAY);
    expect(hours).toHaveLength(24);
    expect(hours[0]!.at).toBe(`${DAY}T00`);
    expect(hours[9]).toEqual({ at: `${DAY}T09`, visitors: 1, views: 3, visits: 2, bounces: 1 });
    expect(hours[10]).toEqual({ at: `${DAY}T10`, visitors: 1, views: 2, visits: 1, bounces: 0 });
    expect(hours[11]).toEqual({ at: `${DAY}T11`, visitors: 1, views: 1, visits: 1, bounces: 1 });
    expect(hours.reduce((sum, hour) => sum + hour.views, 0)).toBe(8);
  });

  it('rolls today up from what changed: a visitor seen again is taken out and put back', async () => {
    let at = new Date(`${DAY}T12:00:00.000Z`);
    const events = eventWrites(db, { clock: () => at });
    await events.write(HAND_MADE_DAY.filter((view) => view.viewed_at < `${DAY}T11:30`));
    await events.rollUp(DAY, false);
    // Later views: A's third page (a visit of its own), C for the first time, D from Google.
    at = new Date(`${DAY}T20:00:00.000Z`);
    await events.write([
      ...HAND_MADE_DAY.filter((view) => view.viewed_at >= `${DAY}T11:30`),
      view('d', '19:30', 'home', GOOGLE),
    ]);
    await events.rollUp(DAY, false);
    const rolledInSteps = {
      pages: await pages(),
      visits: await visits(),
      hours: await events.hourly(DAY),
    };

    // The same day rolled up whole, at once, gives the same figures.
    await events.rollUp(DAY, true);
    expect({
      pages: await pages(),
      visits: await visits(),
      hours: await events.hourly(DAY),
    }).toEqual(rolledInSteps);
    expect(rolledInSteps.pages.find((row) => row.page === 'home' && row.locale === 'en')).toEqual({
      page: 'home',
      locale: 'en',
      views: 3,
      visitors: 3,
      entries: 3,
      bounces: 2,
    });
    // A whole day's roll-up forgets what each visitor added.
    expect(await db.selectFrom('analytics_visitor_days').selectAll().execute()).toEqual([]);
  });

  it('reads only the visitors seen since the last roll-up', async () => {
    let at = new Date(`${DAY}T10:00:00.000Z`);
    const events = eventWrites(db, { clock: () => at });
    await events.write(Array.from({ length: 50 }, (_, i) => view(`early${i}`, '09:00', 'home')));
    await events.rollUp(DAY, false);
    // A mark on the morning's figures that only a roll-up of the whole day would wipe out.
    await db
      .updateTable('analytics_pages_daily')
      .set({ views: 1_000 })
      .where('day', '=', DAY)
      .where('page', '=', 'home')
      .execute();
    at = new Date(`${DAY}T12:00:00.000Z`);
    await events.write([view('late', '11:59', 'policy'), view('early0', '11:59', 'policy')]);
    await events.rollUp(DAY, false);
    const home = await pages();
    // Early0 taken out and put back changed nothing on the home page: the mark is still there.
    expect(home.find((row) => row.page === 'home')).toMatchObject({ views: 1_000, visitors: 50 });
    expect(home.find((row) => row.page === 'policy')).toMatchObject({ views: 2, visitors: 2 });
    const rows = await db
      .selectFrom('analytics_visitor_days')
      .select(['visitor', 'views'])
      .execute();
    expect(rows).toHaveLength(51);
    expect(rows.find((row) => row.visitor === 'early0')?.views).toBe(2);
    expect((await visits()).reduce((sum, row) => sum + row.visitors, 0)).toBe(51);
  });

  it(`counts the visitors of a day with ${HEAVY_VIEWS} page views or more`, async () => {
    const events = eventWrites(db, { clock: () => now });
    await events.write([
      ...Array.from({ length: HEAVY_VIEWS }, (_, i) =>
        view('heavy', `${DAY}T10:${String(i % 60).padStart(2, '0')}:00.000Z`, 'home'),
      ),
      view('reader', '10:00', 'home'),
    ]);
    await events.rollUp(DAY, false);
    const mark = await db.selectFrom('analytics_rollups').selectAll().executeTakeFirstOrThrow();
    expect([mark.heavy_visitors, mark.heavy_views]).toEqual([1, HEAVY_VIEWS]);
    await events.rollUp(DAY, true);
    const final = await db.selectFrom('analytics_rollups').selectAll().executeTakeFirstOrThrow();
    expect([final.heavy_visitors, final.heavy_views]).toEqual([1, HEAVY_VIEWS]);
  });
});
