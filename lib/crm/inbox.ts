import type { InboxMessage } from '@/lib/inbox/view';
import { CRM_LOCALE, crmT } from '@/lib/i18n/crm';

/**
 * The inbox screen's small pure pieces: the reply link, list times and language names.
 * Browser-only for times (the staff member's own time zone), like lib/crm/format.ts.
 */

/**
 * A `mailto:` link answering the visitor from the staff member's own mail program, with a
 * subject in the language of the page they wrote from.
 */
export function replyHref(message: Pick<InboxMessage, 'email' | 'locale'>): string {
  const subject =
    message.locale === 'ru' ? crmT('inbox.replySubject.ru') : crmT('inbox.replySubject.en');
  // The address is percent-encoded whole except its '@', so that no '?', '&' or '#' a visitor
  // typed can add headers (cc, body) to the staff member's mail.
  const to = message.email.split('@').map(encodeURIComponent).join('@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

const timeOfDay = new Intl.DateTimeFormat(CRM_LOCALE, { hour: '2-digit', minute: '2-digit' });
const dayOfYear = new Intl.DateTimeFormat(CRM_LOCALE, { day: 'numeric', month: 'short' });
const fullDate = new Intl.DateTimeFormat(CRM_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** As a mail client lists it: '14:05' today, '5 янв.' this year, '5 янв. 2024 г.' before. */
export function formatListTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === now.toDateString()) return timeOfDay.format(date);
  if (date.getFullYear() === now.getFullYear()) return dayOfYear.format(date);
  return fullDate.format(date);
}

/** 'английский' for 'en'; an unknown code as it is. */
export function languageName(locale: string): string {
  return locale === 'en' || locale === 'ru' ? crmT(`inbox.languages.${locale}`) : locale;
}
