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
