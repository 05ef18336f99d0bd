'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { LOGIN_PATH, safeNextPath } from '@/lib/auth/config';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { endSession, loginAttempt, startSession } from '@/lib/auth/session';
import { crmT } from '@/lib/crm/i18n';
import { clientKey } from '@/lib/http/rate-limit';
import { getStore } from '@/lib/store/db';
import { findStaffByEmail } from '@/lib/store/staff';

export interface LoginState {
  error?: string;
  email?: string;
}

// Checked against when the e-mail is unknown, so that both cases take the same time.
let decoyHash: Promise<string> | undefined;

/** Signs a staff member in and returns to the page they asked for. */
export async function login(_previous: LoginState, form: FormData): Promise<LoginState> {
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const next = safeNextPath(String(form.get('next') ?? ''));
  if (!email || !password) return { error: crmT('login.required'), email };

  const wait = loginAttempt(clientKey(await headers()), email);
  if (wait > 0) {
    return { error: crmT('login.rateLimited', { minutes: Math.ceil(wait / 60) }), email };
  }
  const user = await findStaffByEmail(await getStore(), email);
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
  if (!user || !valid) return { error: crmT('login.invalid'), email };

  await startSession(user.id);
  redirect(next);
}

export async function logout(): Promise<void> {
  await endSession();
  redirect(`${LOGIN_PATH}?loggedOut=1`);
}
