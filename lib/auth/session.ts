import { cookies } from 'next/headers';
import { config } from '@/lib/env';
import { getStore } from '@/lib/store/db';
import {
  createSession,
  deleteSession,
  findSessionAccount,
  type StaffAccount,
} from '@/lib/store/staff';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { SESSION_COOKIE, SESSION_TTL_MS, sessionCookieOptions } from './config';

/** The signed-in staff member of this request, if any. */
export async function currentStaff(): Promise<StaffAccount | undefined> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  return findSessionAccount(await getStore(), token);
}

/** Signs a staff member in: a new session and its cookie (server actions and route handlers). */
export async function startSession(userId: number): Promise<void> {
  const { token, expiresAt } = await createSession(await getStore(), userId, SESSION_TTL_MS);
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
