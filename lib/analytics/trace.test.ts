/** @jest-environment node */
import type { Store } from '@/lib/db/database';
import { siteUrl } from '@/lib/env';
import { createTestStore, testDialects } from '@/test/store';
import { eventWrites } from './events-store';
import { forgetSalt, saltOf, visitorKey } from './visitor';
import { traceVisit } from './trace';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = '2026-03-01';
const ADDRESS = '203.0.113.7';
const AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1';

describe.each(testDialects())('where a contact message came from (%s)', (dialect) => {
  let db: Store;
  const deps = () => ({ store: async () => db, now: NOW, flush: async () => {} });

  beforeEach(async () => {
    forgetSalt();
    db = await createTestStore(dialect);
    const visitor = visitorKey(await saltOf(db, DAY), siteUrl().host, ADDRESS, AGENT);
    const at = (time: string) => `${DAY}T${time}:00.000Z`;
    const base = { day: DAY, visitor, locale: 'en', medium: '', device: 'phone' as const };
    await eventWrites(db).write([
      // An earlier visit, from a newsletter, ended long ago.
      { ...base, viewed_at: at('08:00'), page: 'home', source: 'newsletter', campaign: 'spring' },
      // This visit: from Google to an article, then the landing page.
      { ...base, viewed_at: at('11:40'), page: 'article:7', source: 'google.com', campaign: '' },
      { ...base, viewed_at: at('11:50'), page: 'home', source: '', campaign: '' },
    ]);
  });
  afterEach(async () => {
    forgetSalt();
    await db.destroy();
  });

  it('is the visit’s first page and what brought the sender, and the page the form was on', async () => {
    const referer = new URL('/#contactForm', siteUrl()).href;
    expect(await traceVisit({ address: ADDRESS, userAgent: AGENT, referer }, deps())).toEqual({
      sent_from: 'home',
      entry_page: 'article:7',
      entry_source: 'google.com',
      entry_campaign: null,
    });
  });

  it('is not known for another sender, another site’s page, or a visit that is over', async () => {
    expect(
      await traceVisit(
        { address: '198.51.100.1', userAgent: AGENT, referer: 'https://evil.example/' },
        deps(),
      ),
    ).toEqual({ sent_from: null, entry_page: null, entry_source: null, entry_campaign: null });
    const later = { ...deps(), now: new Date('2026-03-01T12:30:00.000Z') };
    expect(
      (await traceVisit({ address: ADDRESS, userAgent: AGENT, referer: null }, later))?.entry_page,
    ).toBeNull();
  });

  it('is nothing at all with analytics off, and never fails the message', async () => {
    process.env.ANALYTICS = 'off';
    try {
      expect(await traceVisit({ address: ADDRESS, userAgent: AGENT, referer: null }, deps())).toBe(
        undefined,
      );
    } finally {
      delete process.env.ANALYTICS;
    }
    const broken = { ...deps(), store: async () => Promise.reject(new Error('store away')) };
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await traceVisit({ address: ADDRESS, userAgent: AGENT, referer: null }, broken)).toBe(
      undefined,
    );
    error.mockRestore();
  });
});
