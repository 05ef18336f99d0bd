import { CRM_LOCALE } from '@/lib/i18n/crm';

/**
 * Dates and times of the back-office, in the staff member's browser time zone (where a time is
 * chosen, the zone is named beside it: lib/crm/local-time.ts). Browser-only: the CRM's screens
 * format times after they load their data, never on the server.
 */

const dateFormat = new Intl.DateTimeFormat(CRM_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(CRM_LOCALE, { hour: '2-digit', minute: '2-digit' });

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
