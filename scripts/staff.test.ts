/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from '@/lib/auth/password';
import { openSqlite } from '@/lib/db/database';
import { findStaffByEmail } from '@/lib/auth/accounts-store';
import { runScript } from '@/test/cli';
import { main } from './staff';

describe('npm run staff', () => {
  let dir: string;
  const staff = (...args: string[]) => runScript(main, args, { DATA_DIR: dir });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('adds an account with a generated password that signs in, then changes and removes it', async () => {
    const added = await staff('add', 'New.Editor@Lumen.Agency');
    const password = /Password \(shown once\): (\S+)/.exec(added.stdout)?.[1];
    expect(password).toMatch(/^\w{20}$/);

    const db = openSqlite(path.join(dir, 'site.db'));
    try {
      const user = await findStaffByEmail(db, 'new.editor@lumen.agency');
      await expect(verifyPassword(password!, user!.password_hash)).resolves.toBe(true);

      await expect(staff('add', 'new.editor@lumen.agency')).resolves.toMatchObject({
        stderr: expect.stringContaining('already exists'),
      });
      const changed = await staff('password', 'new.editor@lumen.agency');
      const next = /Password \(shown once\): (\S+)/.exec(changed.stdout)?.[1];
      const updated = await findStaffByEmail(db, 'new.editor@lumen.agency');
      await expect(verifyPassword(next!, updated!.password_hash)).resolves.toBe(true);
      await expect(verifyPassword(password!, updated!.password_hash)).resolves.toBe(false);

      expect((await staff('list')).stdout).toContain('new.editor@lumen.agency');
      await staff('remove', 'new.editor@lumen.agency');
      expect(await findStaffByEmail(db, 'new.editor@lumen.agency')).toBeUndefined();
    } finally {
      await db.destroy();
    }
  }, 30_000);

  it('refuses bad input with a usage line', async () => {
    await expect(staff('add', 'not-an-email')).resolves.toMatchObject({
      stderr: expect.stringContaining('is not an e-mail address'),
    });
    await expect(staff('frobnicate')).resolves.toMatchObject({ code: 2 });
  }, 30_000);
});
