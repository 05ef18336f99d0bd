import { cookies } from 'next/headers';
import { cache } from 'react';
import { config } from '@/lib/env';
import { getStore } from '@/lib/db/database';
import {
  createSession,
  deleteSession,
  findSessionAccount,
  type SessionOrigin,
} from '@/lib/auth/sessions-store';
import type { SessionAccount } from './staff-account';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { SESSION_COOKIE, SESSION_TTL_MS, sessionCookieOptions } from './config';

/**
 * The signed-in staff member of this request (with their role and session), if any. Looked up
 * once per request, however many layouts, pages and checks ask.
 */
export const currentStaff = cache(async (): Promise<SessionAccount | undefined> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  return findSessionAccount(await getStore(), token);
});

/** Signs a staff member in: a new session and its cookie (server actions and route handlers). */
export async function startSession(userId: number, origin: SessionOrigin = {}): Promise<void> {
  const { token, expiresAt } = await createSession(
    await getStore(),
    userId,
    SESSION_TTL_MS,
    new Date(),
    origin,
  );
  (await cookies()).set(
    SESSION_COOKIE,
    token,
    sessionCookieOptions(expiresAt, config().production),
  );
}

export async function endSession(): Promise<void> {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (token) await deleteSession(await getStore(), token);
  jar.delete(SESSION_COOKIE);
}

// Per process, like the contact form's limiter.
const holder = globalThis as { __loginThrottle?: LoginThrottle };

/** The process's sign-in throttle (lib/auth/login-throttle.ts). */
export function loginThrottle(): LoginThrottle {
  return (holder.__loginThrottle ??= createLoginThrottle());
}
