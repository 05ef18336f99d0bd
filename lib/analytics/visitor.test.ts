/** @jest-environment node */
import type { Store } from '@/lib/db/database';
import { createTestStore, testDialects } from '@/test/store';
import { dayOf } from './days';
import { destroyPastSalts, forgetSalt, saltOf, VISITOR_KEY_LENGTH, visitorKey } from './visitor';

const SITE = 'lumen.agency';
const ADDRESS = '203.0.113.7';
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

describe.each(testDialects())('the visitor key (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    forgetSalt();
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    forgetSalt();
    await db.destroy();
  });

  const salts = async () =>
    (await db.selectFrom('analytics_salts').selectAll().orderBy('day').execute()).map((r) => r.day);

  it('is the same all day for one visitor, and apart for another address or browser', async () => {
    const morning = visitorKey(await saltOf(db, '2026-03-01'), SITE, ADDRESS, AGENT);
    forgetSalt(); // another instance, or this one after a restart: the stored salt is read
    const evening = visitorKey(await saltOf(db, '2026-03-01'), SITE, ADDRESS, AGENT);
    expect(evening).toBe(morning);
    expect(morning).toMatch(new RegExp(`^[0-9a-f]{${VISITOR_KEY_LENGTH}}$`));
    const salt = await saltOf(db, '2026-03-01');
    expect(visitorKey(salt, SITE, '203.0.113.8', AGENT)).not.toBe(morning);
    expect(visitorKey(salt, SITE, ADDRESS, `${AGENT} Edge`)).not.toBe(morning);
    expect(visitorKey(salt, 'other.example', ADDRESS, AGENT)).not.toBe(morning);
    expect(morning).not.toContain(ADDRESS);
  });

  it('differs from one day to the next: each day has a salt of its own', async () => {
    const first = await saltOf(db, '2026-03-01');
    const second = await saltOf(db, '2026-03-02');
    expect(second).not.toBe(first);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(visitorKey(second, SITE, ADDRESS, AGENT)).not.toBe(
      visitorKey(first, SITE, ADDRESS, AGENT),
    );
  });

  it('is made by whichever instance comes first: instances starting together share one salt', async () => {
    const made = await Promise.all(
      Array.from({ length: 5 }, async () => {
        forgetSalt();
        return saltOf(db, '2026-03-01');
      }),
    );
    expect(new Set(made).size).toBe(1);
    expect(await salts()).toEqual(['2026-03-01']);
  });

  it('cannot be made again once its day is over: the salt is destroyed', async () => {
    const yesterday = await saltOf(db, '2026-03-01');
    const key = visitorKey(yesterday, SITE, ADDRESS, AGENT);
    await saltOf(db, '2026-03-02');
    expect(await destroyPastSalts(db, '2026-03-02')).toBe(1);
    expect(await salts()).toEqual(['2026-03-02']);
    // Neither the store nor this process's memory has it any more: a key for that day would
    // need a salt nobody has.
    const again = await saltOf(db, '2026-03-01');
    expect(again).not.toBe(yesterday);
    expect(visitorKey(again, SITE, ADDRESS, AGENT)).not.toBe(key);
  });

  it('counts days in UTC', () => {
    expect(dayOf(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(dayOf(new Date('2026-03-02T00:00:00.000+03:00'))).toBe('2026-03-01');
  });
});
