import { parseHashtags } from './hashtags';
import { RESERVED_SLUGS, slugFromInput, slugFromTitle, uniqueSlug, isValidSlug } from './slug';

describe('slugFromTitle', () => {
  it('transliterates Cyrillic', () => {
    expect(slugFromTitle('Новый сайт')).toBe('novyj-sajt');
    expect(slugFromTitle('Как мы защищаем бренды клиентов')).toBe(
      'kak-my-zashishaem-brendy-klientov',
    );
  });

  it('drops punctuation and case', () => {
    expect(slugFromTitle('Core Web Vitals in 2026: a Field Guide!')).toBe(
      'core-web-vitals-in-2026-a-field-guide',
    );
    expect(slugFromTitle('  “Quotes” & ampersands  ')).toBe('quotes-and-ampersands');
  });

  it('never returns an empty slug and keeps it short', () => {
    expect(slugFromTitle('!!!')).toBe('article');
    expect(slugFromTitle('word '.repeat(60)).length).toBeLessThanOrEqual(80);
    expect(slugFromTitle('word '.repeat(60))).not.toMatch(/-$/);
  });
});

describe('uniqueSlug', () => {
  const taken = (slugs: string[]) => async (slug: string) => slugs.includes(slug);

  it('adds a suffix on collision', async () => {
    expect(await uniqueSlug('news', taken([]))).toBe('news');
    expect(await uniqueSlug('news', taken(['news']))).toBe('news-2');
    expect(await uniqueSlug('news', taken(['news', 'news-2']))).toBe('news-3');
  });

  it('never gives a reserved word', async () => {
    expect(RESERVED_SLUGS.has('id')).toBe(true);
    expect(await uniqueSlug('id', taken([]))).toBe('id-2');
    expect(await uniqueSlug('new', taken([]))).toBe('new-2');
  });
});

describe('parseHashtags', () => {
  it('normalises, dedupes and strips #', () => {
    expect(parseHashtags('#Design #ai, branding #design  ##ux')).toEqual([
      'design',
      'ai',
      'branding',
      'ux',
    ]);
    expect(parseHashtags('   ')).toEqual([]);
  });

  it('keeps only what makes a clean path segment', () => {
    expect(parseHashtags('#c++ #100% #ai/ml #Дизайн #web.dev #%00')).toEqual([
      'c',
      '100',
      'aiml',
      'дизайн',
      'webdev',
      '00',
    ]);
  });
});

describe('slugs from outside', () => {
  it('accepts what a provider may use', () => {
    for (const slug of ['new-site', 'novyy-sayt-2', 'новый-сайт', 'a'.repeat(255)]) {
      expect(isValidSlug(slug)).toBe(true);
    }
  });

  it('refuses what can name no article', () => {
    for (const slug of [
      '',
      'a'.repeat(256),
      'a\u0000b',
      '\ud800',
      'a/b',
      'a\\b',
      'x?y',
      '100%',
      'a\nb',
      7,
    ]) {
      expect(isValidSlug(slug)).toBe(false);
    }
  });
});

describe('slugs staff choose', () => {
  it('are cut at a word boundary', () => {
    const slug = slugFromTitle(
      'Как мы пересобрали собственную витрину агентства на Next.js за три недели и не сломали ни одной ссылки',
    );
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toBe(
      'kak-my-peresobrali-sobstvennuyu-vitrinu-agentstva-na-nextjs-za-tri-nedeli-i-ne',
    );
    expect(slugFromTitle('x'.repeat(100))).toBe('x'.repeat(80));
  });

  it('are normalised like titles, and refused when nothing or a route name is left', () => {
    expect(slugFromInput('  Новый Адрес  ')).toEqual({ slug: 'novyj-adres' });
    expect(slugFromInput('already-a-slug')).toEqual({ slug: 'already-a-slug' });
    expect(slugFromInput('a -- b')).toEqual({ slug: 'a-b' });
    expect(slugFromInput('')).toBeUndefined();
    expect(slugFromInput('   ')).toBeUndefined();
    expect(slugFromInput('!!!')).toEqual({ error: 'slugInvalid' });
    expect(slugFromInput('Feed')).toEqual({ error: 'slugReserved' });
  });
});
