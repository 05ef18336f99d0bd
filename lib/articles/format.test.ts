import { formatArticleDate } from './format';

describe('formatArticleDate', () => {
  it('uses the en-US short month in English', () => {
    expect(formatArticleDate('2024-01-05T10:00:00.000Z', 'en')).toBe('Jan 5, 2024');
    expect(formatArticleDate('2025-12-31', 'en')).toBe('Dec 31, 2025');
  });

  it('uses the Russian format in Russian', () => {
    expect(formatArticleDate('2024-01-05T10:00:00.000Z', 'ru')).toMatch(/^5 янв\.? 2024/);
  });

  it('shows nothing for a broken date', () => {
    expect(formatArticleDate('not a date', 'en')).toBe('');
  });
});

describe('formatArticleDate, long', () => {
  it('spells the month out, in the genitive in Russian', () => {
    expect(formatArticleDate('2026-11-10T10:00:00.000Z', 'en', 'long')).toBe('November 10, 2026');
    expect(formatArticleDate('2026-07-08T08:45:00.000Z', 'ru', 'long')).toMatch(
      /^8 июля 2026( г\.)?$/,
    );
  });

  it('counts the day in UTC, as the article pages do', () => {
    expect(formatArticleDate('2026-01-31T23:30:00.000Z', 'en', 'long')).toBe('January 31, 2026');
  });

  it('shows nothing for a broken date', () => {
    expect(formatArticleDate('', 'ru', 'long')).toBe('');
  });
});
