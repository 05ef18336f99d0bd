/** @jest-environment node */
import type { Store } from '@/lib/db/database';
import { countStaff, findStaffByEmail } from '@/lib/auth/accounts-store';
import { createTestStore } from '@/test/store';
import { readConfig } from '@/lib/env';
import type { Env } from '@/lib/env.schema';
import { DEFAULT_ADMIN_EMAIL, ensureStaffAccount, staffSetup, StaffSetupError } from './bootstrap';
import { verifyPassword } from './password';

const LOCAL = { NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' };
const PROD = { NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://lumen.agency' };
let db: Store;
const setupOf = (env: Env) => staffSetup(readConfig(env));

beforeEach(async () => {
  db = await createTestStore();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  jest.restoreAllMocks();
  await db.destroy();
});

describe('the first staff account', () => {
  it('comes from CRM_ADMIN_EMAIL / CRM_ADMIN_PASSWORD', async () => {
    const env = {
      ...PROD,
      CRM_ADMIN_EMAIL: 'Chief@Lumen.Agency',
      CRM_ADMIN_PASSWORD: 'a strong passphrase',
    };
    expect(await ensureStaffAccount(db, setupOf(env))).toEqual({
      kind: 'created',
      email: 'chief@lumen.agency',
    });
    const user = await findStaffByEmail(db, 'chief@lumen.agency');
    await expect(verifyPassword('a strong passphrase', user!.password_hash)).resolves.toBe(true);
    // Later starts leave it alone, even when the variable changes.
    const again = { ...env, CRM_ADMIN_PASSWORD: 'another strong passphrase' };
    expect(await ensureStaffAccount(db, setupOf(again))).toEqual({ kind: 'existing' });
    const same = await findStaffByEmail(db, 'chief@lumen.agency');
    expect(same!.password_hash).toBe(user!.password_hash);
  });

  it('is generated and shown once for a local trial without a password', async () => {
    const result = await ensureStaffAccount(db, setupOf(LOCAL));
    expect(result).toMatchObject({ kind: 'generated', email: DEFAULT_ADMIN_EMAIL });
    if (result.kind !== 'generated') throw new Error('expected a generated password');
    const user = await findStaffByEmail(db, DEFAULT_ADMIN_EMAIL);
    await expect(verifyPassword(result.password, user!.password_hash)).resolves.toBe(true);
    expect(await ensureStaffAccount(db, setupOf(LOCAL))).toEqual({ kind: 'existing' });
    expect(await countStaff(db)).toBe(1);
  });

  it('makes production refuse to start without a password or with a default one', async () => {
    await expect(ensureStaffAccount(db, setupOf(PROD))).rejects.toThrow(StaffSetupError);
    await expect(
      ensureStaffAccount(
        db,
        setupOf({
          ...PROD,
          CRM_ADMIN_EMAIL: 'a@lumen.agency',
          CRM_ADMIN_PASSWORD: 'changeme',
        }),
      ),
    ).rejects.toThrow(/default password/);
    await expect(
      ensureStaffAccount(
        db,
        setupOf({
          ...PROD,
          CRM_ADMIN_EMAIL: 'a@lumen.agency',
          CRM_ADMIN_PASSWORD: 'short',
        }),
      ),
    ).rejects.toThrow(/shorter than 12/);
    expect(await countStaff(db)).toBe(0);
  });

  it('lets a local trial use a weak password, with a warning', async () => {
    const env = { ...LOCAL, CRM_ADMIN_EMAIL: 'dev@lumen.local', CRM_ADMIN_PASSWORD: 'changeme' };
    expect(await ensureStaffAccount(db, setupOf(env))).toMatchObject({ kind: 'created' });
    expect(console.warn).toHaveBeenCalled();
  });

  it('needs an e-mail with the password', async () => {
    await expect(
      ensureStaffAccount(db, setupOf({ ...LOCAL, CRM_ADMIN_PASSWORD: 'a strong passphrase' })),
    ).rejects.toThrow(/CRM_ADMIN_EMAIL/);
  });
});
