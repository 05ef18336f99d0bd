import '@/lib/validation/zod-config';
import * as z from 'zod';
import { readStored, removeStored, sessionStore, writeStored } from './storage';

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
