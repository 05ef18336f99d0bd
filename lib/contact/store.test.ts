/** @jest-environment node */
import { Migrator, sql } from 'kysely';
import type { Store } from '@/lib/db/database';
import {
  claimContactMessage,
  contactMessagesAfter,
  countContactMessages,
  countUnreadMessages,
  deleteContactMessage,
  deleteContactMessagesBefore,
  getContactMessage,
  listContactMessages,
  markContactMessageRead,
  markContactMessageUnread,
  markDelivered,
  markFailed,
  requeueContactMessage,
  saveContactMessage,
  setContactMessageHandled,
  type InboxQuery,
} from './store';
import { migrations } from '@/lib/db/migrations';
import { createTestStore, testDialects } from '@/test/store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = new Date('2026-03-01T10:00:00.000Z');

describe.each(testDialects())('the inbox queries (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  /** Stores messages a minute apart, oldest first; their ids. */
  async function save(
    ...messages: Array<Partial<{ name: string; email: string; message: string; locale: string }>>
  ): Promise<number[]> {
    const ids: number[] = [];
    for (const [index, message] of messages.entries()) {
      ids.push(
        await saveContactMessage(
          db,
          {
            name: 'Visitor',
            email: 'visitor@example.com',
            message: 'Hello',
            locale: 'en',
            ...message,
          },
          new Date(T0.getTime() + index * MINUTE),
        ),
      );
    }
    return ids;
  }

  const names = async (query: InboxQuery, page = { limit: 50, offset: 0 }) =>
    (await listContactMessages(db, query, page)).map((row) => row.name);

  it('searches names, addresses and texts in any case, Cyrillic included', async () => {
    await save(
      { name: 'Анна Смирнова', email: 'anna@example.ru', message: 'Нужен ЛЕНДИНГ к весне' },
      { name: 'John Smith', email: 'John.Smith@Example.COM', message: 'A new brand' },
      { name: 'Ёжик', email: 'hedgehog@example.com', message: 'Fog' },
    );
    expect(await names({ words: ['анна'] })).toEqual(['Анна Смирнова']);
    expect(await names({ words: ['лендинг'] })).toEqual(['Анна Смирнова']);
    expect(await names({ words: ['СМИРНОВ'] })).toEqual(['Анна Смирнова']);
    expect(await names({ words: ['john.smith@example.com'] })).toEqual(['John Smith']);
    expect(await names({ words: ['BRAND'] })).toEqual(['John Smith']);
    expect(await names({ words: ['ёжик'] })).toEqual(['Ёжик']);
    // Every word must be found, in any of the fields.
    expect(await names({ words: ['анна', 'весне'] })).toEqual(['Анна Смирнова']);
    expect(await names({ words: ['анна', 'brand'] })).toEqual([]);
    expect(await countContactMessages(db, { words: ['example'] })).toBe(3);
  });

  it('takes the wildcards of a search literally', async () => {
    await save(
      { name: 'Percent', message: 'Discount 100% off' },
      { name: 'Underscore', message: 'snake_case please' },
      { name: 'Backslash', message: 'C:\\temp' },
      { name: 'Plain', message: 'snakeXcase, 1000 off' },
    );
    expect(await names({ words: ['100%'] })).toEqual(['Percent']);
    expect(await names({ words: ['%'] })).toEqual(['Percent']);
    expect(await names({ words: ['snake_case'] })).toEqual(['Underscore']);
    expect(await names({ words: ['c:\\temp'] })).toEqual(['Backslash']);
    // A match never spans two fields.
    expect(await names({ words: ['visitor@example.com\nplain'] })).toEqual([]);
  });

  it('filters unhandled and failing messages, and pages newest first', async () => {
    const [a, b, c, d] = await save({ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' });
    await setContactMessageHandled(db, a!, 'staff@lumen.test', T0);
    await markFailed(db, b!, 'connect ECONNREFUSED', new Date(T0.getTime() + MINUTE));
    await markDelivered(db, c!, T0);

    expect(await names({})).toEqual(['D', 'C', 'B', 'A']);
    expect(await names({ filter: 'all' })).toEqual(['D', 'C', 'B', 'A']);
    expect(await names({ filter: 'unhandled' })).toEqual(['D', 'C', 'B']);
    expect(await names({ filter: 'failing' })).toEqual(['B']);
    // Still failing while its next attempt runs; no longer once one succeeds.
    await claimContactMessage(db, b!, 60_000, new Date(T0.getTime() + 2 * MINUTE));
    expect(await names({ filter: 'failing' })).toEqual(['B']);
    await markFailed(db, d!, 'timeout', T0);
    await markDelivered(db, d!);
    expect(await names({ filter: 'failing' })).toEqual(['B']);
    expect(await countContactMessages(db, { filter: 'unhandled' })).toBe(3);
    expect(await names({ filter: 'failing', words: ['nobody'] })).toEqual([]);

    expect(await names({}, { limit: 3, offset: 0 })).toEqual(['D', 'C', 'B']);
    expect(await names({}, { limit: 3, offset: 3 })).toEqual(['A']);
    expect(await names({}, { limit: 3, offset: 6 })).toEqual([]);
    expect(d).toBeGreaterThan(c!);
  });

  it('orders messages received at the same moment by id, newest first', async () => {
    for (const name of ['first', 'second', 'third']) {
      await saveContactMessage(db, { name, email: 'a@b.co', message: 'm', locale: 'en' }, T0);
    }
    expect(await names({})).toEqual(['third', 'second', 'first']);
  });

  it('reads a whole result a batch at a time after a cursor, each message once', async () => {
    const ids = await save(...Array.from({ length: 7 }, (_, i) => ({ name: `M${i}` })));
    // Two pairs at the same instant: the cursor must tell them apart by id.
    await saveContactMessage(
      db,
      { name: 'Same1', email: 'a@b.co', message: 'm', locale: 'en' },
      T0,
    );
    const seen: string[] = [];
    let cursor: { created_at: string; id: number } | undefined;
    for (;;) {
      const batch = await contactMessagesAfter(db, {}, cursor, 3);
      seen.push(...batch.map((row) => row.name));
      if (batch.length < 3) break;
      const last = batch[batch.length - 1]!;
      cursor = { created_at: last.created_at, id: last.id };
    }
    expect(seen).toEqual(['M6', 'M5', 'M4', 'M3', 'M2', 'M1', 'Same1', 'M0']);
    expect(ids).toHaveLength(7);
    const failing = await contactMessagesAfter(db, { filter: 'failing' }, undefined, 10);
    expect(failing).toEqual([]);
  });

  it('counts unread messages until they are opened, and back to unread', async () => {
    const [a, b] = await save({ name: 'A' }, { name: 'B' });
    expect(await countUnreadMessages(db)).toBe(2);
    await markContactMessageRead(db, a!, new Date(T0.getTime() + DAY));
    expect(await countUnreadMessages(db)).toBe(1);
    // The first opening counts.
    await markContactMessageRead(db, a!, new Date(T0.getTime() + 2 * DAY));
    expect((await getContactMessage(db, a!))?.read_at).toBe(
      new Date(T0.getTime() + DAY).toISOString(),
    );
    await markContactMessageUnread(db, a!);
    expect(await countUnreadMessages(db)).toBe(2);
    await markContactMessageRead(db, b!);
    expect(await countUnreadMessages(db)).toBe(1);
  });

  it('marks a message handled by a staff member, and unhandled again', async () => {
    const [id] = await save({});
    const when = new Date(T0.getTime() + DAY);
    expect(await setContactMessageHandled(db, id!, 'staff@lumen.test', when)).toBe(true);
    expect(await getContactMessage(db, id!)).toMatchObject({
      handled_at: when.toISOString(),
      handled_by: 'staff@lumen.test',
    });
    expect(await setContactMessageHandled(db, id!, null)).toBe(true);
    expect(await getContactMessage(db, id!)).toMatchObject({ handled_at: null, handled_by: null });
    expect(await setContactMessageHandled(db, id! + 100, 'staff@lumen.test')).toBe(false);
  });

  it('puts a failed or waiting message back in line, never a delivered or claimed one', async () => {
    const [failed, delivered, claimed, waiting] = await save({}, {}, {}, {});
    const later = new Date(T0.getTime() + DAY);
    await markFailed(db, failed!, 'refused', later);
    await markDelivered(db, delivered!);
    expect(await claimContactMessage(db, claimed!, 60_000, new Date())).toBeDefined();

    const now = new Date(T0.getTime() + MINUTE);
    expect(await requeueContactMessage(db, failed!, now)).toBe(true);
    expect(await getContactMessage(db, failed!)).toMatchObject({
      status: 'pending',
      next_attempt_at: now.toISOString(),
      attempts: 1,
      last_error: 'refused',
    });
    expect(await requeueContactMessage(db, waiting!, now)).toBe(true);
    expect(await requeueContactMessage(db, delivered!, now)).toBe(false);
    expect(await requeueContactMessage(db, claimed!, now)).toBe(false);
    expect((await getContactMessage(db, claimed!))?.status).toBe('sending');
    // Back in line: the next claim takes it, once.
    expect(await claimContactMessage(db, failed!, 60_000, now)).toMatchObject({
      status: 'sending',
    });
    expect(await claimContactMessage(db, failed!, 60_000, now)).toBeUndefined();
  });

  it('deletes one message', async () => {
    const [a, b] = await save({ name: 'A' }, { name: 'B' });
    expect(await deleteContactMessage(db, a!)).toBe(true);
    expect(await deleteContactMessage(db, a!)).toBe(false);
    expect(await names({})).toEqual(['B']);
    expect(b).toBeDefined();
  });

  it('deletes only the messages received before the cutoff', async () => {
    const cutoff = new Date('2026-03-01T00:00:00.000Z');
    const at = async (name: string, offsetMs: number) =>
      saveContactMessage(
        db,
        { name, email: 'a@b.co', message: 'm', locale: 'en' },
        new Date(cutoff.getTime() + offsetMs),
      );
    await at('a year before', -365 * DAY);
    await at('a millisecond before', -1);
    await at('exactly at the cutoff', 0);
    await at('a millisecond after', 1);
    expect(await deleteContactMessagesBefore(db, cutoff)).toBe(2);
    expect(await names({})).toEqual(['a millisecond after', 'exactly at the cutoff']);
    expect(await deleteContactMessagesBefore(db, cutoff)).toBe(0);
  });

  it('fills the search text of messages stored before the search existed', async () => {
    const fresh = await createTestStore(dialect);
    try {
      const migrator = new Migrator({
        db: fresh,
        provider: { getMigrations: async () => migrations },
      });
      // Back to the schema before the search: the message is stored without its search text.
      const down = await migrator.migrateTo('0008_roles_audit_inbox_landing');
      expect(down.error).toBeUndefined();
      await sql`insert into contact_messages (name, email, message, locale, created_at, status, next_attempt_at)
        values ('Борис', 'Boris@Example.com', 'ПРИВЕТ', 'ru', ${T0.toISOString()}, 'pending', ${T0.toISOString()})`.execute(
        fresh,
      );
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      const found = await listContactMessages(
        fresh,
        { words: ['борис', 'привет', 'boris@'] },
        {
          limit: 5,
          offset: 0,
        },
      );
      expect(found.map((row) => row.name)).toEqual(['Борис']);
    } finally {
      await fresh.destroy();
    }
  });
});
