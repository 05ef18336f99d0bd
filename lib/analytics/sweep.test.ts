/** @jest-environment node */
import type { Store } from '@/lib/db/database';
import type { NewAnalyticsEvent } from '@/lib/db/schema';
import { createTestStore, testDialects } from '@/test/store';
import { countEvents, eventWrites } from './events-store';
import { sweepAnalytics } from './sweep';
import { forgetSalt, saltOf } from './visitor';

const view = (viewed_at: string): NewAnalyticsEvent => ({
  viewed_at,
  day: viewed_at.slice(0, 10),
  visitor: 'a',
  page: 'home',
  locale: 'en',
  source: '',
  medium: '',
  campaign: '',
  device: 'desktop',
});

describe.each(testDialects())('the analytics sweep (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    forgetSalt();
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    forgetSalt();
    await db.destroy();
  });

  it('keeps page views the retention period, then only their days’ figures, and destroys past salts', async () => {
    const now = new Date('2026-03-31T12:00:00.000Z');
    await eventWrites(db).write([
      view('2026-02-28T10:00:00.000Z'),
      view('2026-03-01T10:00:00.000Z'),
      view('2026-03-02T10:00:00.000Z'),
      view('2026-03-31T11:00:00.000Z'),
    ]);
    await saltOf(db, '2026-03-30');
    await saltOf(db, '2026-03-31');

    const report = await sweepAnalytics(now, { db, retentionDays: 30 });
    expect(report).toEqual({
      rolledUp: ['2026-02-28', '2026-03-01', '2026-03-02', '2026-03-31'],
      pruned: 1,
      saltsDestroyed: 1,
    });
    // 30 days back from the 31st is the 1st, whose views are not all 30 days old yet: the days
    // before it keep their figures only.
    expect(
      (await db.selectFrom('analytics_events').select('day').orderBy('day').execute()).map(
        (r) => r.day,
      ),
    ).toEqual(['2026-03-01', '2026-03-02', '2026-03-31']);
    expect(
      await db
        .selectFrom('analytics_pages_daily')
        .select(['day', 'views'])
        .orderBy('day')
        .execute(),
    ).toEqual([
      { day: '2026-02-28', views: 1 },
      { day: '2026-03-01', views: 1 },
      { day: '2026-03-02', views: 1 },
      { day: '2026-03-31', views: 1 },
    ]);
    expect(
      (
        await db.selectFrom('analytics_rollups').select(['day', 'final']).orderBy('day').execute()
      ).map((r) => [r.day, r.final]),
    ).toEqual([
      ['2026-02-28', 1],
      ['2026-03-01', 1],
      ['2026-03-02', 1],
      ['2026-03-31', 0],
    ]);
    expect(
      (await db.selectFrom('analytics_salts').select('day').execute()).map((r) => r.day),
    ).toEqual(['2026-03-31']);

    // Nothing is due again within the minute; the past days' figures are final.
    expect(
      await sweepAnalytics(new Date(now.getTime() + 10_000), { db, retentionDays: 30 }),
    ).toEqual({
      rolledUp: [],
      pruned: 0,
      saltsDestroyed: 0,
    });
    expect(await countEvents(db)).toBe(3);
  });
});
