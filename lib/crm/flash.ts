import '@/lib/validation/zod-config';
import * as z from 'zod';
import { readStored, removeStored, sessionStore, writeStored } from './storage';

const FLASH_KEY = 'crm:flash';
const SUBJECT_KEY = 'crm:flash:subject';

/**
 * A one-time message for the next screen (e.g. 'Статья создана' after the redirect), and the
 * id of the row it is about, which that screen shows.
 */
export function setFlash(message: string, { subject }: { subject?: number } = {}): void {
  writeStored(sessionStore(), FLASH_KEY, message);
  if (subject === undefined) removeStored(sessionStore(), SUBJECT_KEY);
  else writeStored(sessionStore(), SUBJECT_KEY, subject);
}

export function takeFlash(): string | undefined {
  const message = readStored(sessionStore(), FLASH_KEY, z.string());
  removeStored(sessionStore(), FLASH_KEY);
  return message;
}

/** The row the last message is about, taken once (undefined when it named none). */
export function takeFlashSubject(): number | undefined {
  const subject = readStored(sessionStore(), SUBJECT_KEY, z.number().int().nonnegative());
  removeStored(sessionStore(), SUBJECT_KEY);
  return subject;
}
