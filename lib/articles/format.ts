import type { Locale } from '@/lib/i18n/routing';

/** `short` for lists and pages ('Jan 5, 2024'), `long` where there is room ('January 5, 2024'). */
export type DateStyle = 'short' | 'long';

const format = (locale: string, month: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });

const FORMATS: Record<DateStyle, Record<Locale, Intl.DateTimeFormat>> = {
  // 'Jan 5, 2024', '5 янв. 2024 г.'
  short: { en: format('en-US', 'short'), ru: format('ru-RU', 'short') },
  // 'January 5, 2024', '5 января 2024 г.'
  long: { en: format('en-US', 'long'), ru: format('ru-RU', 'long') },
};

export function formatArticleDate(
  date: string,
  locale: Locale,
  style: DateStyle = 'short',
): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? '' : FORMATS[style][locale].format(time);
}
