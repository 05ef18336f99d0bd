/** @jest-environment node */
import type { Store } from '@/lib/db/database';
import {
  countActiveAdmins,
  listStaff,
  setStaffDisabled,
  setStaffRole,
  countStaff,
  createStaff,
  findStaffByEmail,
  removeStaff,
  setStaffPassword,
} from './accounts-store';
import { consumeInvite, createInvite, findInviteAccount } from './invites-store';
import {
  deleteSessionByHandle,
  deleteSessionsOf,
  listSessions,
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSessionAccount,
} from './sessions-store';
import { isUniqueViolation } from '@/lib/db/dialect';
import { createTestStore, testDialects } from '@/test/store';

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

  describe('roles, invites and sessions staff can see', () => {
    it('counts the admins who can sign in', async () => {
      const a = await createStaff(db, 'a@lumen.agency', 'h');
      await createStaff(db, 'e@lumen.agency', 'h', { role: 'editor' });
      expect(await countActiveAdmins(db)).toBe(1);
      const b = await createStaff(db, 'b@lumen.agency', 'h');
      expect(await countActiveAdmins(db)).toBe(2);
      await setStaffDisabled(db, b.id, true);
      expect(await countActiveAdmins(db)).toBe(1);
      await setStaffRole(db, a.id, 'editor');
      expect(await countActiveAdmins(db)).toBe(0);
    });

    it('lists accounts with their live sessions and when they were last seen', async () => {
      const now = new Date('2026-03-01T10:00:00Z');
      const user = await createStaff(db, 'seen@lumen.agency', 'h', { now });
      await createStaff(db, 'idle@lumen.agency', '', { role: 'editor', now });
      await createSession(db, user.id, DAY, now);
      await createSession(db, user.id, DAY, new Date(now.getTime() + 60_000));
      await createSession(db, user.id, DAY, new Date(now.getTime() - 2 * DAY));
      const later = new Date(now.getTime() + 120_000);
      expect(await listStaff(db, later)).toEqual([
        expect.objectContaining({
          email: 'idle@lumen.agency',
          role: 'editor',
          has_password: false,
          sessions: 0,
          last_seen_at: null,
        }),
        expect.objectContaining({
          email: 'seen@lumen.agency',
          role: 'admin',
          has_password: true,
          sessions: 2,
          last_seen_at: '2026-03-01T10:01:00.000Z',
        }),
      ]);
    });

    it('ends one session by its handle, or all but one', async () => {
      const user = await createStaff(db, 'h@lumen.agency', 'h');
      const here = await createSession(db, user.id, DAY, new Date(), {
        userAgent: 'Browser/1.0',
        address: '192.0.2.1',
      });
      const there = await createSession(db, user.id, DAY);
      await createSession(db, user.id, DAY);
      expect(await listSessions(db, user.id)).toHaveLength(3);
      expect((await listSessions(db, user.id)).find((s) => s.handle === here.handle)).toMatchObject(
        { user_agent: 'Browser/1.0', address: '192.0.2.1' },
      );
      expect(await deleteSessionByHandle(db, user.id, there.handle)).toBe(true);
      expect(await deleteSessionByHandle(db, user.id, there.handle)).toBe(false);
      expect(await deleteSessionsOf(db, user.id, { except: here.handle })).toBe(1);
      expect((await listSessions(db, user.id)).map((s) => s.handle)).toEqual([here.handle]);
    });

    it('a sign-in link works once, until it expires, and a new one replaces it', async () => {
      const now = new Date('2026-01-01T00:00:00Z');
      const user = await createStaff(db, 'new@lumen.agency', '', { role: 'editor' });
      const first = await createInvite(db, user.id, DAY, now);
      const second = await createInvite(db, user.id, DAY, now);
      expect(await findInviteAccount(db, first.token, now)).toBeUndefined();
      expect(await findInviteAccount(db, second.token, now)).toMatchObject({ id: user.id });
      expect(
        await findInviteAccount(db, second.token, new Date(now.getTime() + DAY + 1)),
      ).toBeUndefined();
      expect(await consumeInvite(db, second.token, now)).toMatchObject({
        email: 'new@lumen.agency',
      });
      expect(await consumeInvite(db, second.token, now)).toBeUndefined();
      const third = await createInvite(db, user.id, DAY, now);
      await setStaffDisabled(db, user.id, true, now);
      expect(await findInviteAccount(db, third.token, now)).toBeUndefined();
    });
  });
});
