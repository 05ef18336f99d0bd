import { CRM_LOCALE } from '@/lib/i18n/crm';

const whole = new Intl.NumberFormat(CRM_LOCALE, { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat(CRM_LOCALE, { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat(CRM_LOCALE, { style: 'percent', maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat(CRM_LOCALE, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayWithYear = new Intl.DateTimeFormat(CRM_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatCount = (value: number) => whole.format(value);
export const formatDecimal = (value: number) => decimal.format(value);
export const formatPercent = (value: number) => percent.format(value);

/** A chart point's time: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH' (UTC), in seconds. */
export function pointTime(at: string): number {
  return Date.parse(at.length === 10 ? `${at}T00:00:00Z` : `${at}:00:00Z`) / 1000;
}

/** '9 мар.' for a day, '14:00' for an hour (UTC). */
export function pointLabel(at: string): string {
  if (at.length === 10) return day.format(new Date(pointTime(at) * 1000));
  return `${at.slice(11, 13)}:00`;
}

/** '9 мар. 2026 г.' */
export function formatDay(value: string): string {
  return dayWithYear.format(new Date(`${value}T00:00:00Z`));
}
