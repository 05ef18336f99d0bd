import { CRM_LOCALE } from '@/lib/i18n/crm';

/**
 * Times staff choose (a schedule) are in their browser's own time zone, and the zone is named
 * beside them. Browser-only: the server renders none of these.
 */

/** The browser's zone: its name and its offset now, e.g. 'Europe/Berlin', 'GMT+01:00'. */
export function browserTimeZone(now = new Date()): { name: string; offset: string } {
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset =
    new Intl.DateTimeFormat('en', { timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return { name, offset };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of an `<input type="datetime-local">`: local time, to the minute. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO 8601 instant; undefined when it is not one. */
export function fromLocalInput(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  // Rolled over (31 February) or a time skipped by a clock change: not what was typed.
  if (date.getMonth() !== mo - 1 || date.getDate() !== d || date.getHours() !== h) return undefined;
  return date.toISOString();
}

const dateTimeFormat = new Intl.DateTimeFormat(CRM_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '1 мая 2026 г. в 12:00', in the browser's zone. */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
