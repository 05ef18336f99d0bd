import { demoTraffic } from './demo';

const now = new Date('2026-11-25T15:00:00Z');
const articles = [
  { id: 1, language: 'en' },
  { id: 2, language: 'ru' },
  { id: 3, language: 'en' },
];

describe('made-up traffic for a fresh dashboard', () => {
  const events = demoTraffic({ days: 30, now, articles });

  it('is the same for the same seed, and covers each of the days up to now', () => {
    expect(demoTraffic({ days: 30, now, articles })).toEqual(events);
    const days = new Set(events.map((event) => event.day));
    expect(days.size).toBe(30);
    expect([...days].sort().at(-1)).toBe('2026-11-25');
    expect(events.every((event) => event.viewed_at <= now.toISOString())).toBe(true);
    expect(events.every((event) => event.viewed_at.slice(0, 10) === event.day)).toBe(true);
  });

  it('has today’s page views too just after midnight, none of them later than now', () => {
    const early = new Date('2026-11-25T00:04:00Z');
    const traffic = demoTraffic({ days: 30, now: early, articles });
    const days = new Set(traffic.map((event) => event.day));
    expect(days.size).toBe(30);
    expect([...days].sort().at(-1)).toBe('2026-11-25');
    expect(traffic.every((event) => event.viewed_at <= early.toISOString())).toBe(true);
  });

  it('has weekdays busier than weekends, and every kind of source and device', () => {
    const visitorsOn = (day: string) =>
      new Set(events.filter((event) => event.day === day).map((event) => event.visitor)).size;
    // Monday 23 and Sunday 22 November 2026.
    expect(visitorsOn('2026-11-23')).toBeGreaterThan(visitorsOn('2026-11-22'));
    const sources = new Set(events.map((event) => event.source));
    expect(sources).toEqual(
      new Set([
        '',
        'google.com',
        'yandex.ru',
        't.me',
        'linkedin.com',
        'dribbble.com',
        'newsletter',
      ]),
    );
    expect(new Set(events.map((event) => event.device))).toEqual(
      new Set(['phone', 'tablet', 'desktop']),
    );
  });

  it('reads the articles in their own language, and names the source on a visit’s first page only', () => {
    for (const event of events.filter((event) => event.page.startsWith('article:'))) {
      const id = Number(event.page.slice('article:'.length));
      expect(event.locale).toBe(articles.find((article) => article.id === id)!.language);
    }
    const byVisitor = new Map<string, typeof events>();
    for (const event of events)
      byVisitor.set(event.visitor, [...(byVisitor.get(event.visitor) ?? []), event]);
    for (const views of byVisitor.values())
      expect(views.slice(1).every((event) => event.source === '' && event.campaign === '')).toBe(
        true,
      );
  });
});
