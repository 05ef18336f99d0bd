/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-service-'));
process.env.DATA_DIR = dataDir;

// Loaded after DATA_DIR is set: the store opens there.
/* eslint-disable @typescript-eslint/no-require-imports */
const service = require('./service') as typeof import('./service');
const account = require('./account') as typeof import('./account');
const { getStore } = require('@/lib/db/database') as typeof import('@/lib/db/database');
const staffStore =
  require('@/lib/auth/accounts-store') as typeof import('@/lib/auth/accounts-store');
const sessionStore =
  require('@/lib/auth/sessions-store') as typeof import('@/lib/auth/sessions-store');
const { hashPassword } = require('@/lib/auth/password') as typeof import('@/lib/auth/password');
/* eslint-enable @typescript-eslint/no-require-imports */

const PASSWORD = 'the chief passphrase';
let chief: import('@/lib/auth/staff-account').StaffAccount;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  chief = await staffStore.createStaff(
    await getStore(),
    'chief@lumen.test',
    await hashPassword(PASSWORD),
  );
});

async function auditActions(subjectId: number): Promise<string[]> {
  const rows = await (
    await getStore()
  )
    .selectFrom('audit_log')
    .select('action')
    .where('subject_id', '=', String(subjectId))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

async function sessionOf(id: number) {
  const db = await getStore();
  const { token } = await sessionStore.createSession(db, id, 60_000);
  return (await sessionStore.findSessionAccount(db, token))!;
}

describe('staff accounts, as admins manage them', () => {
  it('adds an editor with a one-time link that works once and sets the password', async () => {
    const added = await service.addStaff(
      { email: ' New.Editor@Lumen.test ', role: 'editor', method: 'link' },
      chief,
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    const { account: editor, link } = added.value;
    expect(editor).toMatchObject({ email: 'new.editor@lumen.test', role: 'editor' });
    expect(link?.token).toMatch(/^[\w-]{43}$/);
    // No password yet: the account cannot sign in until the link is used.
    expect((await staffStore.findStaffById(await getStore(), editor.id))?.password_hash).toBe('');
    expect((await service.staffList()).find((m) => m.id === editor.id)).toMatchObject({
      invited: true,
      has_password: false,
    });

    expect(await account.inviteEmail(link!.token)).toBe('new.editor@lumen.test');
    expect(
      await account.acceptInvite(link!.token, { password: 'short' }, { address: '10.0.0.1' }),
    ).toMatchObject({
      ok: false,
      code: 'invalid',
      problems: { password: ['staff.errors.passwordWeak'] },
    });
    expect(
      await account.acceptInvite(
        link!.token,
        { password: 'an editor passphrase' },
        { address: '10.0.0.1' },
      ),
    ).toEqual({
      ok: true,
      value: editor.id,
    });
    expect(
      await account.acceptInvite(
        link!.token,
        { password: 'an editor passphrase' },
        { address: '10.0.0.1' },
      ),
    ).toEqual({
      ok: false,
      code: 'notFound',
      message: 'staff.errors.notFound',
    });
    expect(await auditActions(editor.id)).toEqual([
      'staff.created',
      'staff.linkIssued',
      'staff.passwordSet',
    ]);
  });

  it('adds an account with a password, refuses a weak one and a taken e-mail', async () => {
    expect(
      await service.addStaff(
        { email: 'weak@lumen.test', role: 'editor', method: 'password', password: 'password' },
        chief,
      ),
    ).toMatchObject({
      ok: false,
      code: 'invalid',
      problems: { password: ['staff.errors.passwordWeak'] },
    });
    expect(
      await service.addStaff({ email: 'not an address', role: 'boss', method: 'link' }, chief),
    ).toMatchObject({
      ok: false,
      code: 'invalid',
      problems: { email: ['staff.errors.emailInvalid'], role: ['staff.errors.roleInvalid'] },
    });
    const input = {
      email: 'second@lumen.test',
      role: 'admin',
      method: 'password',
      password: 'a strong second passphrase',
    };
    expect(await service.addStaff(input, chief)).toMatchObject({ ok: true });
    expect(await service.addStaff(input, chief)).toEqual({
      ok: false,
      code: 'emailTaken',
      problems: { email: ['staff.errors.emailTaken'] },
    });
    await service.removeStaffAccount(
      (await staffStore.findStaffByEmail(await getStore(), 'second@lumen.test'))!.id,
      chief,
    );
  });

  it('never leaves the site without an admin who can sign in', async () => {
    expect(await staffStore.countActiveAdmins(await getStore())).toBe(1);
    expect(await service.changeStaff(chief.id, { role: 'editor' }, chief)).toEqual({
      ok: false,
      code: 'lastAdmin',
    });
    expect(await service.changeStaff(chief.id, { disabled: true }, chief)).toEqual({
      ok: false,
      code: 'lastAdmin',
    });
    expect(await service.removeStaffAccount(chief.id, chief)).toEqual({
      ok: false,
      code: 'lastAdmin',
    });

    // With a second admin, either may step down; the other is then the last.
    const added = await service.addStaff(
      {
        email: 'deputy@lumen.test',
        role: 'admin',
        method: 'password',
        password: 'the deputy passphrase',
      },
      chief,
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    const deputy = added.value.account;
    const demoted = await service.changeStaff(deputy.id, { role: 'editor' }, chief);
    expect(demoted).toMatchObject({ ok: true, value: { role: 'editor' } });
    expect(await service.changeStaff(chief.id, { role: 'editor' }, chief)).toMatchObject({
      code: 'lastAdmin',
    });
    expect(await auditActions(deputy.id)).toEqual(['staff.created', 'staff.roleChanged']);
  });

  it('disabling an account ends its sessions and keeps it out until enabled', async () => {
    const db = await getStore();
    const added = await service.addStaff(
      {
        email: 'leaver@lumen.test',
        role: 'editor',
        method: 'password',
        password: 'the leaver passphrase',
      },
      chief,
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    const { id } = added.value.account;
    const { token } = await sessionStore.createSession(db, id, 60_000);
    expect(await service.changeStaff(id, { disabled: true }, chief)).toMatchObject({
      ok: true,
      value: { disabled_at: expect.any(String), sessions: 0 },
    });
    expect(await sessionStore.findSessionAccount(db, token)).toBeUndefined();
    // A session opened anyway (a race with the sign-in) is refused while disabled.
    const { token: late } = await sessionStore.createSession(db, id, 60_000);
    expect(await sessionStore.findSessionAccount(db, late)).toBeUndefined();
    expect(await service.changeStaff(id, { disabled: false }, chief)).toMatchObject({ ok: true });
    expect(await sessionStore.findSessionAccount(db, late)).toMatchObject({ id });
    expect(await service.endStaffSessions(id, chief)).toEqual({ ok: true, value: 1 });
    expect(await service.removeStaffAccount(id, chief)).toEqual({ ok: true, value: undefined });
    expect(await service.removeStaffAccount(id, chief)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'staff.errors.notFound',
    });
    expect(await auditActions(id)).toEqual([
      'staff.created',
      'staff.disabled',
      'staff.enabled',
      'staff.sessionsEnded',
      'staff.removed',
    ]);
  });

  it('disabling an account ends its sign-in link for good: enabling it again does not revive it', async () => {
    const added = await service.addStaff(
      { email: 'invitee@lumen.test', role: 'editor', method: 'link' },
      chief,
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    const { account: invitee, link } = added.value;
    expect(await account.inviteEmail(link!.token)).toBe('invitee@lumen.test');
    await service.changeStaff(invitee.id, { disabled: true }, chief);
    await service.changeStaff(invitee.id, { disabled: false }, chief);
    expect(await account.inviteEmail(link!.token)).toBeUndefined();
    expect(
      await account.acceptInvite(
        link!.token,
        { password: 'an invitee passphrase' },
        { address: '10.0.0.1' },
      ),
    ).toMatchObject({ ok: false, code: 'notFound', message: 'staff.errors.notFound' });
    expect((await service.staffList()).find((m) => m.id === invitee.id)).toMatchObject({
      invited: false,
      has_password: false,
    });
    // A new link is how the account gets in now.
    const renewed = await service.newSignInLink(invitee.id, chief);
    if (!renewed.ok) throw new Error(JSON.stringify(renewed));
    expect(await account.inviteEmail(renewed.value.token)).toBe('invitee@lumen.test');
  });

  it('refuses malformed changes and unknown accounts', async () => {
    expect(await service.changeStaff(chief.id, { role: 'owner' }, chief)).toMatchObject({
      code: 'invalid',
    });
    expect(await service.changeStaff(chief.id, { disabled: 'yes' }, chief)).toMatchObject({
      code: 'invalid',
    });
    expect(await service.changeStaff(undefined, { role: 'editor' }, chief)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'staff.errors.notFound',
    });
    expect(await service.newSignInLink(987_654, chief)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'staff.errors.notFound',
    });
  });
});

describe("a staff member's own account", () => {
  it('changes the password with the current one, ending the other sessions only', async () => {
    const here = await sessionOf(chief.id);
    const elsewhere = await sessionOf(chief.id);
    expect(
      await account.changeOwnPassword(here, { current: 'wrong', next: 'a brand new passphrase' }),
    ).toEqual({
      ok: false,
      code: 'wrongPassword',
      problems: { current: ['staff.errors.wrongPassword'] },
    });
    expect(
      await account.changeOwnPassword(here, { current: PASSWORD, next: PASSWORD }),
    ).toMatchObject({
      code: 'invalid',
      problems: { next: ['staff.errors.passwordSame'] },
    });
    expect(
      await account.changeOwnPassword(here, { current: PASSWORD, next: 'a brand new passphrase' }),
    ).toEqual({ ok: true, value: undefined });
    const sessions = await account.ownSessions(here);
    expect(sessions.map((s) => [s.handle, s.current])).toEqual([[here.sessionHandle, true]]);
    expect(sessions.map((s) => s.handle)).not.toContain(elsewhere.sessionHandle);
  });

  it('lists and ends its own sessions, never another account’s', async () => {
    const db = await getStore();
    const here = await sessionOf(chief.id);
    await sessionStore.createSession(db, chief.id, 60_000, new Date(), {
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      address: '203.0.113.9',
    });
    const mine = await account.ownSessions(here);
    expect(mine.find((s) => s.address === '203.0.113.9')).toMatchObject({
      browser: 'Safari 17',
      os: 'macOS',
      current: false,
    });
    const other = await staffStore.createStaff(db, 'other@lumen.test', '', { role: 'editor' });
    const theirs = await sessionOf(other.id);
    expect(await account.endOwnSession(here, theirs.sessionHandle)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'staff.errors.notFound',
    });
    expect(await account.endOtherSessions(here)).toBe(mine.length - 1);
    expect((await account.ownSessions(here)).map((s) => s.current)).toEqual([true]);
  });
});

describe('work that hashes a password is limited before it is done', () => {
  const { createRateLimiter } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@/lib/server/rate-limit') as typeof import('@/lib/server/rate-limit');
  const madeUp = () => randomBytes(32).toString('base64url');
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };

  it('a made-up sign-in link costs a lookup, never a password hash', async () => {
    let started = cpuMs();
    await hashPassword('one hash, to know its cost');
    const oneHash = cpuMs() - started;
    // A limit far away: what is measured is the order of the work, not the limit.
    const limiter = createRateLimiter({ name: 'test-invite-order', limit: 1000, windowMs: 60_000 });
    started = cpuMs();
    for (let i = 0; i < 40; i++) {
      expect(
        await account.acceptInvite(
          madeUp(),
          { password: 'a valid-looking passphrase' },
          { address: '198.51.100.1', limiter },
        ),
      ).toEqual({ ok: false, code: 'notFound', message: 'staff.errors.notFound' });
    }
    // Forty hashes would cost forty times one (the attack measured 126 ms of CPU each).
    expect(cpuMs() - started).toBeLessThan(oneHash * 4);
  });

  it('limits each address to 10 uses of sign-in links in 15 minutes, counted before anything', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        account.acceptInvite(
          madeUp(),
          { password: 'a valid-looking passphrase' },
          { address: '198.51.100.2' },
        ),
      ),
    );
    expect(answers.filter((a) => !a.ok && a.code === 'notFound')).toHaveLength(10);
    const limited = answers.filter((a) => !a.ok && a.code === 'rateLimited');
    expect(limited).toHaveLength(20);
    expect(limited[0]).toMatchObject({ retryAfter: expect.any(Number) });
    if (limited[0]!.ok || limited[0]!.code !== 'rateLimited') throw new Error('unreachable');
    expect(limited[0]!.retryAfter).toBeLessThanOrEqual(15 * 60);
    // A real link from that address waits too; from another address it works.
    const added = await service.addStaff(
      { email: 'latecomer@lumen.test', role: 'editor', method: 'link' },
      chief,
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    const token = added.value.link!.token;
    const input = { password: 'the latecomer passphrase' };
    expect(await account.acceptInvite(token, input, { address: '198.51.100.2' })).toMatchObject({
      code: 'rateLimited',
    });
    expect(await account.acceptInvite(token, input, { address: '198.51.100.3' })).toEqual({
      ok: true,
      value: added.value.account.id,
    });
  });

  it('checks at most 8 current passwords in 15 minutes, however many arrive at once', async () => {
    const db = await getStore();
    const changer = await staffStore.createStaff(
      db,
      'changer@lumen.test',
      await hashPassword('the changer passphrase'),
      { role: 'editor' },
    );
    const here = await sessionOf(changer.id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        account.changeOwnPassword(here, { current: `wrong ${i}`, next: 'a brand new passphrase' }),
      ),
    );
    // Each of these was checked: the others never were.
    expect(answers.filter((a) => !a.ok && a.code === 'wrongPassword')).toHaveLength(8);
    expect(answers.filter((a) => !a.ok && a.code === 'rateLimited')).toHaveLength(32);
    expect(
      await account.changeOwnPassword(here, {
        current: 'the changer passphrase',
        next: 'a brand new passphrase',
      }),
    ).toMatchObject({ ok: false, code: 'rateLimited' });
  });

  it('gives back the count of a right current password: only wrong ones add up', async () => {
    const db = await getStore();
    const limiter = createRateLimiter({ name: 'test-current', limit: 2, windowMs: 60_000 });
    const owner = await staffStore.createStaff(
      db,
      'owner@lumen.test',
      await hashPassword('p0 passphrase!'),
      {
        role: 'editor',
      },
    );
    const here = await sessionOf(owner.id);
    for (let i = 0; i < 3; i++) {
      expect(
        await account.changeOwnPassword(
          here,
          { current: `p${i} passphrase!`, next: `p${i + 1} passphrase!` },
          { limiter },
        ),
      ).toEqual({ ok: true, value: undefined });
    }
  });

  it('limits the accounts an admin adds with a password, before hashing', async () => {
    const limiter = createRateLimiter({ name: 'test-new-accounts', limit: 2, windowMs: 60_000 });
    const add = (n: number, method: 'password' | 'link' = 'password') =>
      service.addStaff(
        { email: `batch${n}@lumen.test`, role: 'editor', method, password: 'a batch passphrase' },
        chief,
        { limiter },
      );
    expect(await add(1)).toMatchObject({ ok: true });
    expect(await add(2)).toMatchObject({ ok: true });
    expect(await add(3)).toMatchObject({ ok: false, code: 'rateLimited' });
    // A link costs no hash.
    expect(await add(4, 'link')).toMatchObject({ ok: true });
  });
});
