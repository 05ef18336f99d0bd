import type { Store } from '@/lib/db/database';
import {
  countStaff,
  createStaff,
  findStaffByEmail,
  normalizeEmail,
} from '@/lib/auth/accounts-store';
import { config, type Config } from '@/lib/env';
import { generatePassword, hashPassword, passwordProblem } from './password';

export const DEFAULT_ADMIN_EMAIL = 'admin@lumen.local';

export class StaffSetupError extends Error {
  override name = 'StaffSetupError';
}

/** What decides how the first account is made: the deployment and CRM_ADMIN_*. */
export interface StaffSetup {
  production: boolean;
  email?: string;
  password?: string;
}

export function staffSetup({ production, admin }: Config = config()): StaffSetup {
  return { production, email: admin.email, password: admin.password };
}

export type BootstrapResult =
  | { kind: 'existing' }
  | { kind: 'created'; email: string }
  | { kind: 'generated'; email: string; password: string };

/**
 * Makes sure someone can sign in to the CRM. The account in CRM_ADMIN_EMAIL /
 * CRM_ADMIN_PASSWORD is created when it does not exist yet (an existing account's password is
 * never overwritten: change it with `npm run staff -- password <email>`). With no account at
 * all and no password given, a local trial gets a generated password, shown once; a production
 * deployment refuses to start, as it does with a default or weak password.
 */
export async function ensureStaffAccount(
  db: Store,
  { production, email: givenEmail, password }: StaffSetup = staffSetup(),
): Promise<BootstrapResult> {
  const email = givenEmail?.trim() ? normalizeEmail(givenEmail) : undefined;

  if (password) {
    const problem = passwordProblem(password);
    if (problem && production) {
      throw new StaffSetupError(
        `CRM_ADMIN_PASSWORD is not acceptable in production: ${problem}. Set a strong password (12+ characters).`,
      );
    }
    if (problem) console.warn(`CRM_ADMIN_PASSWORD is weak (${problem}); production refuses it.`);
    if (!email) throw new StaffSetupError('CRM_ADMIN_PASSWORD is set without CRM_ADMIN_EMAIL.');
    if (await findStaffByEmail(db, email)) return { kind: 'existing' };
    await createStaff(db, email, await hashPassword(password));
    return { kind: 'created', email };
  }

  if ((await countStaff(db)) > 0) return { kind: 'existing' };
  if (production) {
    throw new StaffSetupError(
      'No staff account exists and CRM_ADMIN_PASSWORD is not set. Set CRM_ADMIN_EMAIL and CRM_ADMIN_PASSWORD, or run `npm run staff -- add <email>` before starting.',
    );
  }
  const generated = generatePassword();
  const account = email ?? DEFAULT_ADMIN_EMAIL;
  await createStaff(db, account, await hashPassword(generated));
  return { kind: 'generated', email: account, password: generated };
}

/** Prints the outcome for the operator; a generated password is printed this once only. */
export function reportStaffAccount(result: BootstrapResult, origin: string): void {
  if (result.kind === 'created') {
    console.info(`CRM: created the staff account ${result.email} from CRM_ADMIN_EMAIL.`);
  } else if (result.kind === 'generated') {
    // A line a call: the log writes a line break inside one message as `\n` (lib/server/log-escape.ts).
    for (const line of [
      '',
      '┌─ CRM staff account ─────────────────────────────────────────────',
      `│ Sign in at ${origin}/crm/login`,
      `│   e-mail:   ${result.email}`,
      `│   password: ${result.password}`,
      '│ Shown once. Change it: npm run staff -- password <email>',
      '└─────────────────────────────────────────────────────────────────',
      '',
    ]) {
      console.info(line);
    }
  }
}
