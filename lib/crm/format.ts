import { CRM_LOCALE, CRM_TIME_ZONE } from './i18n';

const dateFormat = new Intl.DateTimeFormat(CRM_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: CRM_TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat(CRM_LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: CRM_TIME_ZONE,
});

/** '5 янв. 2024 г.' */
export function formatCrmDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** '14:05' */
export function formatCrmTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}
