import * as z from 'zod';
import { CRM_LOCALE, CRM_TIME_ZONE } from './i18n';
import { readStored, removeStored, sessionStore, writeStored } from './storage';

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

const FLASH_KEY = 'crm:flash';

/** A one-time message for the next screen (e.g. 'Статья создана' after the redirect). */
export function setFlash(message: string): void {
  writeStored(sessionStore(), FLASH_KEY, message);
}

export function takeFlash(): string | undefined {
  const message = readStored(sessionStore(), FLASH_KEY, z.string());
  removeStored(sessionStore(), FLASH_KEY);
  return message;
}
