import { createTranslator } from 'next-intl';
import messages from '@/messages/crm.ru.json';

/** The back-office speaks Russian only: one catalogue, shared by its screens and endpoints. */
export const CRM_LOCALE = 'ru';
export const CRM_TIME_ZONE = 'Europe/Moscow';

export const crmMessages = messages;

export const crmT = createTranslator({
  locale: CRM_LOCALE,
  messages,
  timeZone: CRM_TIME_ZONE,
});

export type CrmTranslator = typeof crmT;
