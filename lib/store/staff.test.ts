/** @jest-environment node */
import type { Store } from './db';
import {
  countStaff,
  createSession,
  createStaff,
  deleteExpiredSessions,
  deleteSession,
  findSessionAccount,
  findStaffByEmail,
  removeStaff,
  setStaffPassword,
} from './staff';
import { isUniqueViolation } from './dialect';
import { createTestStore, testDialects } from './test-store';

const DAY = 24 * 60 * 60 * 1000;
describe.each(testDialects())('on %s', (dialect) => {
  let db: Store;

  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  describe('staff accounts', () => {
    it('stores e-mails in lower case and refuses duplicates', async () => {
      await createStaff(db, '  Editor@Lumen.Agency ', 'hash-1');
      expect(await countStaff(db)).toBe(1);
      expect(await findStaffByEmail(db, 'EDITOR@lumen.agency')).toMatchObject({
        email: 'editor@lumen.agency',
        password_hash: 'hash-1',
      });
      const duplicate = await createStaff(db, 'editor@lumen.agency', 'hash-2').then(
        () => 'inserted',
        (error: unknown) => error,
      );
      expect(isUniqueViolation(duplicate)).toBe(true);
      expect(await countStaff(db)).toBe(1);
    });

    it('a new password signs the account out everywhere', async () => {
      const user = await createStaff(db, 'a@lumen.agency', 'old');
      const { token } = await createSession(db, user.id, DAY);
      expect(await setStaffPassword(db, 'a@lumen.agency', 'new')).toBe(true);
      expect((await findStaffByEmail(db, 'a@lumen.agency'))?.password_hash).toBe('new');
      expect(await findSessionAccount(db, token)).toBeUndefined();
      expect(await setStaffPassword(db, 'nobody@lumen.agency', 'x')).toBe(false);
    });

    it('removing an account ends its sessions', async () => {
      const user = await createStaff(db, 'gone@lumen.agency', 'h');
      const { token } = await createSession(db, user.id, DAY);
      expect(await removeStaff(db, 'gone@lumen.agency')).toBe(true);
      expect(await findSessionAccount(db, token)).toBeUndefined();
    });
  });

  describe('sessions', () => {
    it('finds the account of a live session and stores only a hash of the token', async () => {
      const user = await createStaff(db, 's@lumen.agency', 'h');
      const now = new Date('2026-01-01T00:00:00Z');
      const { token, expiresAt } = await createSession(db, user.id, DAY, now);
      expect(expiresAt.toISOString()).toBe('2026-01-02T00:00:00.000Z');
      expect(token).toMatch(/^[\w-]{43}$/);
      const rows = await db.selectFrom('staff_sessions').selectAll().execute();
      expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.id).not.toContain(token);

      expect(await findSessionAccount(db, token, now)).toEqual({
        id: user.id,
        email: 's@lumen.agency',
        role: 'admin',
        sessionHandle: expect.stringMatching(/^[\w-]{16}$/),
      });
      expect(await findSessionAccount(db, `${token.slice(0, -1)}x`, now)).toBeUndefined();
      expect(await findSessionAccount(db, 'not a token', now)).toBeUndefined();
    });

    it('expires sessions and sweeps them', async () => {
      const user = await createStaff(db, 'e@lumen.agency', 'h');
      const now = new Date('2026-01-01T00:00:00Z');
      const { token } = await createSession(db, user.id, DAY, now);
      const later = new Date(now.getTime() + DAY + 1);
      expect(await findSessionAccount(db, token, later)).toBeUndefined();
      expect(await deleteExpiredSessions(db, later)).toBe(1);
    });

    it('logging out deletes the session', async () => {
      const user = await createStaff(db, 'l@lumen.agency', 'h');
      const { token } = await createSession(db, user.id, DAY);
      await deleteSession(db, token);
      expect(await findSessionAccount(db, token)).toBeUndefined();
    });
  });
});
