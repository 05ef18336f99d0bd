import '@/lib/validation/zod-config';
import type * as z from 'zod';

/**
 * Web storage that never breaks a screen: whatever is missing, unreadable or of the wrong shape
 * counts as absent, and a full or disabled storage only means nothing is kept.
 */
export function readStored<T>(
  storage: Storage | null | undefined,
  key: string,
  schema: z.ZodType<T>,
): T | undefined {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON; false when the browser refused (quota, privacy mode, none). */
export function writeStored(storage: Storage | null | undefined, key: string, value: unknown) {
  try {
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(storage: Storage | null | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove where there is no storage.
  }
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/** The tab's session storage, or null (server, privacy modes). */
export const sessionStore = () => browserStorage('sessionStorage');
/** The browser's local storage, or null. */
export const localStore = () => browserStorage('localStorage');
