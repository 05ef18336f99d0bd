import { preferredLocale } from './negotiate';

describe('preferredLocale', () => {
  it('reads the browser languages in order of preference', () => {
    expect(preferredLocale('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(preferredLocale('en-US,en;q=0.9,ru;q=0.5')).toBe('en');
    expect(preferredLocale('fr;q=0.9, ru;q=0.4')).toBe('ru');
    expect(preferredLocale('de-DE,de')).toBeUndefined();
    expect(preferredLocale(undefined)).toBeUndefined();
  });
});
