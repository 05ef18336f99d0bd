/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MailConfig } from '@/lib/contact/delivery';
import type { InboxSearch } from '@/lib/inbox/validation';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-service-'));
process.env.DATA_DIR = dataDir;

// Loaded after DATA_DIR is set: the store opens there.
/* eslint-disable @typescript-eslint/no-require-imports */
const service = require('./service') as typeof import('./service');
const { exportMessages } = require('./export') as typeof import('./export');
const { deleteExpiredMessages } = require('./retention') as typeof import('./retention');
const { getStore } = require('@/lib/db/database') as typeof import('@/lib/db/database');
const store = require('@/lib/contact/store') as typeof import('@/lib/contact/store');
const { listAuditEntries } = require('@/lib/audit/store') as typeof import('@/lib/audit/store');
const { startSmtp } = require('@/test/smtp') as typeof import('@/test/smtp');
const { deliverContactMessage } =
  require('@/lib/contact/delivery') as typeof import('@/lib/contact/delivery');
/* eslint-enable @typescript-eslint/no-require-imports */

const staff = { id: 7, email: 'editor@lumen.test', role: 'editor' as const };
const all: InboxSearch = { q: '', words: [], filter: 'all' };
const DAY = 24 * 60 * 60 * 1000;

const mailTo = (port: number): MailConfig => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  to: 'team@lumen.test',
  from: 'Website <no-reply@lumen.test>',
  retryBaseMs: 60_000,
  retryMaxMs: 60_000,
  leaseMs: 60_000,
});

async function clear() {
  const db = await getStore();
  await db.deleteFrom('contact_messages').execute();
  await db.deleteFrom('audit_log').execute();
}

async function save(
  fields: Partial<{ name: string; email: string; message: string }> = {},
  at?: Date,
) {
  return store.saveContactMessage(
    await getStore(),
    { name: 'Jane', email: 'jane@example.com', message: 'Hello', locale: 'en', ...fields },
    at,
  );
}

async function audit() {
  return (await listAuditEntries(await getStore(), { limit: 50 })).map((entry) => ({
    action: entry.action,
    subject: entry.subject_label,
    actor: entry.actor_email,
  }));
}

let warn: jest.SpyInstance;
beforeEach(async () => {
  await clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());
afterAll(async () => {
  await (await getStore()).destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the inbox list', () => {
  it('shows a page of matching messages, newest first, with their delivery state', async () => {
    const t0 = Date.now() - DAY;
    for (let i = 0; i < 23; i++) await save({ name: `Visitor ${i}` }, new Date(t0 + i * 1000));
    const first = await service.inboxPage(all, 1, staff, { mail: null });
    expect(first).toMatchObject({ page: 1, pages: 2, total: 23, mailConfigured: false });
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]).toMatchObject({
      name: 'Visitor 22',
      excerpt: 'Hello',
      read_at: null,
      delivery: { state: 'stored' },
    });
    expect(first.messages[0]).not.toHaveProperty('search_text');
    expect(first.messages[0]).not.toHaveProperty('message');
    const second = await service.inboxPage(all, 2, staff, { mail: null });
    expect(second.messages.map((m) => m.name)).toEqual(['Visitor 2', 'Visitor 1', 'Visitor 0']);
    // Past the end: the last page there is.
    expect((await service.inboxPage(all, 9, staff, { mail: null })).page).toBe(2);
    const searched = { q: 'visitor 1', words: ['visitor', '1'], filter: 'all' as const };
    // Visitor 1, 10 to 19 and 21.
    expect((await service.inboxPage(searched, 1, staff, { mail: null })).total).toBe(12);
  });

  it('says how each delivery stands when mail is configured', async () => {
    const db = await getStore();
    const [waiting, failing, delivered, retrying, sending] = [
      await save(),
      await save(),
      await save(),
      await save(),
      await save(),
    ];
    const next = new Date(Date.now() + 60_000);
    await store.markFailed(db, failing, 'Connection refused', next);
    await store.markDelivered(db, delivered);
    await store.markFailed(db, retrying, 'Greeting never received', new Date());
    await store.claimContactMessage(db, retrying, 60_000);
    await store.claimContactMessage(db, sending, 60_000);
    const { messages } = await service.inboxPage(all, 1, staff, { mail: mailTo(1) });
    const byId = Object.fromEntries(messages.map((m) => [m.id, m.delivery]));
    expect(byId[waiting]).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(byId[failing]).toEqual({
      state: 'failing',
      error: 'Connection refused',
      attempts: 1,
      next_attempt_at: next.toISOString(),
    });
    expect(byId[delivered]).toMatchObject({ state: 'delivered' });
    // An attempt after a failure is under way: still failing, with no next time yet.
    expect(byId[retrying]).toEqual({
      state: 'failing',
      error: 'Greeting never received',
      attempts: 1,
      next_attempt_at: null,
    });
    expect(byId[sending]).toEqual({ state: 'sending' });
  });
});

describe('reading and handling a message', () => {
  it('reading a message changes nothing; marking it read is an explicit change, made once', async () => {
    const id = await save({ message: 'Line one\nLine two' });
    expect(await service.inboxSummary()).toEqual({ unread: 1 });
    const read = await service.getMessage(id, staff, { mail: null });
    expect(read).toMatchObject({
      ok: true,
      value: { message: 'Line one\nLine two', read_at: null },
    });
    expect(await service.inboxSummary()).toEqual({ unread: 1 });
    const opened = await service.updateMessage(id, { read: true }, staff, { mail: null });
    const readAt = opened.ok ? opened.value.read_at : null;
    expect(readAt).toEqual(expect.any(String));
    expect(await service.inboxSummary()).toEqual({ unread: 0 });
    const again = await service.updateMessage(id, { read: true }, staff, { mail: null });
    expect(again.ok && again.value.read_at).toBe(readAt);
    expect(await service.getMessage(id + 1, staff)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'inbox.errors.notFound',
    });
    expect(await service.getMessage(undefined, staff)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'inbox.errors.notFound',
    });
    expect(await audit()).toEqual([]);
  });

  it('marks a message handled by the staff member, audited once per change', async () => {
    const id = await save();
    const handled = await service.updateMessage(id, { handled: true }, staff, { mail: null });
    expect(handled).toMatchObject({ ok: true, value: { handled_by: 'editor@lumen.test' } });
    expect(handled.ok && handled.value.handled_at).toEqual(expect.any(String));
    // The same state again changes nothing and records nothing.
    await service.updateMessage(id, { handled: true }, staff);
    const unhandled = await service.updateMessage(id, { handled: false }, staff, { mail: null });
    expect(unhandled).toMatchObject({ ok: true, value: { handled_at: null, handled_by: null } });
    expect(await audit()).toEqual([
      { action: 'message.unhandled', subject: `#${id}`, actor: 'editor@lumen.test' },
      { action: 'message.handled', subject: `#${id}`, actor: 'editor@lumen.test' },
    ]);
  });

  it('puts an opened message back to unread, without an audit entry', async () => {
    const id = await save();
    await service.updateMessage(id, { read: true }, staff);
    expect(await service.inboxSummary()).toEqual({ unread: 0 });
    expect(await service.updateMessage(id, { read: false }, staff)).toMatchObject({
      ok: true,
      value: { read_at: null },
    });
    expect(await service.inboxSummary()).toEqual({ unread: 1 });
    expect(await audit()).toEqual([]);
  });

  it('refuses a change that is not one, and a message that is not there', async () => {
    const id = await save();
    for (const input of [
      {},
      { handled: 'yes' },
      { read: 'yes' },
      { handled: true, extra: 1 },
      null,
    ]) {
      expect(await service.updateMessage(id, input, staff)).toEqual({
        ok: false,
        code: 'invalid',
        message: 'inbox.errors.badChange',
      });
    }
    expect(await service.updateMessage(id + 1, { handled: true }, staff)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'inbox.errors.notFound',
    });
    expect(await audit()).toEqual([]);
  });

  it('deletes a message for good, audited by its number only', async () => {
    const id = await save({ name: 'Private Person' });
    expect(await service.deleteMessage(id, staff)).toEqual({ ok: true, value: undefined });
    expect(await service.deleteMessage(id, staff)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'inbox.errors.notFound',
    });
    expect(await service.deleteMessage(undefined, staff)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'inbox.errors.notFound',
    });
    expect(await audit()).toEqual([
      { action: 'message.deleted', subject: `#${id}`, actor: 'editor@lumen.test' },
    ]);
    expect(JSON.stringify(await listAuditEntries(await getStore(), { limit: 5 }))).not.toContain(
      'Private',
    );
  });
});

describe('«Отправить ещё раз»', () => {
  it('puts a failed message back in line, sends it at once and answers the new state', async () => {
    let refusing = true;
    const smtp = await startSmtp(0, { accept: () => (refusing ? 'Mailbox unavailable' : true) });
    try {
      const mail = mailTo(smtp.port);
      const db = await getStore();
      const id = await save({ message: 'Please call me back' });
      // The first attempt, as the form's after-response send makes it: refused.
      await deliverContactMessage(db, id, mail);
      const failed = await service.getMessage(id, staff, { mail });
      expect(failed.ok && failed.value.delivery).toMatchObject({
        state: 'failing',
        error: expect.stringContaining('Mailbox unavailable'),
        attempts: 1,
      });

      // Refused again: still failing, with the new attempt counted.
      const again = await service.resendMessage(id, staff, { mail });
      expect(again.ok && again.value.delivery).toMatchObject({ state: 'failing', attempts: 2 });

      refusing = false;
      const resent = await service.resendMessage(id, staff, { mail });
      expect(resent.ok && resent.value.delivery).toMatchObject({ state: 'delivered' });
      expect(smtp.inbox.filter((m) => m.data.includes('Please call me back'))).toHaveLength(1);
      expect(await audit()).toEqual([
        { action: 'message.resent', subject: `#${id}`, actor: 'editor@lumen.test' },
        { action: 'message.resent', subject: `#${id}`, actor: 'editor@lumen.test' },
      ]);

      // Delivered: nothing to resend.
      expect(await service.resendMessage(id, staff, { mail })).toEqual({
        ok: false,
        code: 'notResendable',
        message: 'inbox.errors.notResendable',
      });
    } finally {
      await smtp.stop();
    }
  });

  it('sends a message once however many resends race for it', async () => {
    const smtp = await startSmtp();
    try {
      const mail = mailTo(smtp.port);
      const id = await save({ message: 'Only once' });
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => service.resendMessage(id, staff, { mail })),
      );
      expect(answers.some((answer) => answer.ok)).toBe(true);
      // Let every attempt finish before counting.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.inbox.filter((m) => m.data.includes('Only once'))).toHaveLength(1);
      expect((await store.getContactMessage(await getStore(), id))?.status).toBe('delivered');
    } finally {
      await smtp.stop();
    }
  });

  it('answers in time while a slow attempt goes on, and refuses what it cannot resend', async () => {
    const id = await save();
    let finish!: () => void;
    const slow = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const answer = await service.resendMessage(id, staff, {
      mail: mailTo(1),
      deliver: slow,
      waitMs: 20,
    });
    expect(slow).toHaveBeenCalledTimes(1);
    expect(answer).toMatchObject({ ok: true, value: { delivery: { state: 'waiting' } } });
    finish();

    expect(await service.resendMessage(id, staff, { mail: null })).toEqual({
      ok: false,
      code: 'notConfigured',
      message: 'inbox.errors.notConfigured',
    });
    expect(await service.resendMessage(id + 1, staff, { mail: mailTo(1) })).toEqual({
      ok: false,
      code: 'notFound',
      message: 'inbox.errors.notFound',
    });
    // A message an attempt holds is not interrupted.
    await store.claimContactMessage(await getStore(), id, 60_000);
    expect(await service.resendMessage(id, staff, { mail: mailTo(1), deliver: slow })).toEqual({
      ok: false,
      code: 'notResendable',
      message: 'inbox.errors.notResendable',
    });
    expect(slow).toHaveBeenCalledTimes(1);
  });
});

describe('retention', () => {
  it('deletes the messages older than the retention period, and only those', async () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await save({ name: 'two years' }, ago(730 * DAY));
    await save({ name: 'a year and a second' }, ago(365 * DAY + 1000));
    await save({ name: 'exactly a year' }, ago(365 * DAY));
    await save({ name: 'a day' }, ago(DAY));
    expect(await deleteExpiredMessages(now, 365)).toBe(2);
    const left = await service.inboxPage(all, 1, staff, { mail: null });
    expect(left.messages.map((m) => m.name)).toEqual(['a day', 'exactly a year']);
    expect(await deleteExpiredMessages(now, 1)).toBe(1);
    expect((await service.inboxPage(all, 1, staff, { mail: null })).total).toBe(1);
  });

  it('keeps messages for CONTACT_RETENTION_DAYS, 365 by default', async () => {
    await save({ name: 'old' }, new Date(Date.now() - 366 * DAY));
    await save({ name: 'recent' }, new Date(Date.now() - 29 * DAY));
    expect(await deleteExpiredMessages()).toBe(1);
    process.env.CONTACT_RETENTION_DAYS = '28';
    try {
      expect(await deleteExpiredMessages()).toBe(1);
    } finally {
      delete process.env.CONTACT_RETENTION_DAYS;
    }
    expect((await service.inboxPage(all, 1, staff, { mail: null })).total).toBe(0);
  });
});

describe('the CSV export', () => {
  const words = {
    columns: [
      'ID',
      'At',
      'Name',
      'E-mail',
      'Lang',
      'Text',
      'State',
      'Sent',
      'Error',
      'Read',
      'Done',
      'By',
    ],
    states: { delivered: 'D', stored: 'S', sending: 'N', waiting: 'W', failing: 'F' },
  } as const;

  async function exported(search: InboxSearch = all, batch = 2) {
    let csv = '';
    for await (const chunk of exportMessages(search, staff, words, { mail: null, batch })) {
      csv += chunk;
    }
    return csv;
  }

  it('writes every matching message once, newest first, across batches, injection-safe', async () => {
    const t0 = Date.now() - DAY;
    for (let i = 0; i < 5; i++) {
      await save({ name: `Person ${i}`, message: `Text ${i}` }, new Date(t0 + i * 1000));
    }
    await save({ name: '=cmd|calc', email: 'evil@example.com', message: '+SUM(1)\nsecond line' });
    const csv = await exported();
    expect(
      csv.startsWith('\uFEFFID,At,Name,E-mail,Lang,Text,State,Sent,Error,Read,Done,By\r\n'),
    ).toBe(true);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(`'=cmd|calc,evil@example.com,en,"'+SUM(1)\nsecond line",S`);
    expect(lines.slice(2).map((line) => line.split(',')[2])).toEqual([
      'Person 4',
      'Person 3',
      'Person 2',
      'Person 1',
      'Person 0',
    ]);
    const searched = await exported({ q: 'person 3', words: ['person', '3'], filter: 'all' });
    expect(searched.trimEnd().split('\r\n')).toHaveLength(2);
    expect(await exported({ q: '', words: [], filter: 'failing' })).toBe(
      '\uFEFFID,At,Name,E-mail,Lang,Text,State,Sent,Error,Read,Done,By\r\n',
    );
  });
});
