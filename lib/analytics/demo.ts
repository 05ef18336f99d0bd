import type { DeviceClass, NewAnalyticsEvent } from '@/lib/db/schema';
import { DAY_MS, dayOf } from './days';
import type { AnalyticsPage } from './events';

/**
 * Made-up traffic for a fresh site's dashboard (`npm run analytics:demo`): visitors on each of
 * the last `days` days, more on weekdays, arriving from search engines, social sites, a
 * newsletter campaign or directly, on phones more than desktops, reading the site's articles
 * in their languages. Deterministic for a seed, so that a test can count on it.
 */

export interface DemoArticle {
  id: number;
  language: string;
}

export interface DemoOptions {
  days: number;
  now: Date;
  articles: DemoArticle[];
  /** Visitors on an average weekday. */
  visitors?: number;
  seed?: number;
}

/** A small, fast pseudo-random generator (mulberry32): the same seed, the same traffic. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted<T> = readonly (readonly [T, number])[];

function pick<T>(next: () => number, choices: Weighted<T>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

const SOURCES: Weighted<[source: string, medium: string, campaign: string]> = [
  [['google.com', '', ''], 34],
  [['yandex.ru', '', ''], 18],
  [['', '', ''], 24],
  [['t.me', '', ''], 7],
  [['linkedin.com', '', ''], 5],
  [['dribbble.com', '', ''], 3],
  [['newsletter', 'email', 'autumn-digest'], 9],
];
const DEVICES: Weighted<DeviceClass> = [
  ['phone', 55],
  ['desktop', 40],
  ['tablet', 5],
];
const FIRST_PAGES: Weighted<'home' | 'article' | 'newsroom' | 'policy'> = [
  ['home', 42],
  ['article', 40],
  ['newsroom', 15],
  ['policy', 3],
];
const NEXT_PAGES: Weighted<'home' | 'article' | 'newsroom' | 'tag' | 'search'> = [
  ['article', 50],
  ['newsroom', 20],
  ['home', 18],
  ['tag', 8],
  ['search', 4],
];

export function demoTraffic({
  days,
  now,
  articles,
  visitors = 220,
  seed = 1,
}: DemoOptions): NewAnalyticsEvent[] {
  const next = random(seed);
  // A few articles are read far more than the rest.
  const popular: Weighted<DemoArticle> = articles.map((article, index) => [
    article,
    1 / (index + 1),
  ]);
  const events: NewAnalyticsEvent[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let back = days - 1; back >= 0; back--) {
    const start = today - back * DAY_MS;
    const weekday = new Date(start).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const growth = 0.8 + (0.4 * (days - back)) / days;
    // Today so far only: its share of the day's visitors, at least one, within the hours gone.
    const length = back === 0 ? Math.min(DAY_MS, Math.max(1, now.getTime() - start)) : DAY_MS;
    const count = Math.max(
      1,
      Math.round(
        visitors * growth * (weekend ? 0.55 : 1) * (0.85 + next() * 0.3) * (length / DAY_MS),
      ),
    );
    for (let v = 0; v < count; v++) {
      const visitor = Math.floor(next() * 2 ** 52)
        .toString(16)
        .padStart(13, '0');
      const [source, medium, campaign] = pick(next, SOURCES);
      const device = pick(next, DEVICES);
      const prefersRussian = next() < 0.4;
      // Office hours weigh more: a bell around 13:00 UTC.
      const hour = Math.min(23, Math.max(0, Math.round(13 + (next() + next() + next() - 1.5) * 8)));
      let at = start + Math.floor(((hour + next()) / 24) * length);
      const views = 1 + Math.floor(-Math.log(1 - next() * 0.97) * 1.3);
      for (let n = 0; n < views; n++) {
        if (at > now.getTime()) break;
        const kind = n === 0 ? pick(next, FIRST_PAGES) : pick(next, NEXT_PAGES);
        let locale = prefersRussian ? 'ru' : 'en';
        let page: AnalyticsPage;
        if (kind !== 'article') page = kind;
        else if (articles.length === 0) page = 'newsroom';
        else {
          const article = pick(next, popular);
          page = `article:${article.id}`;
          locale = article.language;
        }
        events.push({
          viewed_at: new Date(at).toISOString(),
          day: dayOf(new Date(at)),
          visitor,
          page,
          locale,
          // What brought the visitor is known on the visit's first page only.
          source: n === 0 ? source : '',
          medium: n === 0 ? medium : '',
          campaign: n === 0 ? campaign : '',
          device,
        });
        at += 20_000 + Math.floor(next() * 160_000);
      }
    }
  }
  return events;
}
