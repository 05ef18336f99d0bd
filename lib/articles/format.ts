import type { Locale } from '@/lib/i18n/routing';

const FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  // 'Jan 5, 2024'
  en: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  // '5 янв. 2024 г.'
  ru: new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

export function formatArticleDate(date: string, locale: Locale): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? '' : FORMATS[locale].format(time);
}
