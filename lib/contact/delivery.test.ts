/** @jest-environment node */
import fc from 'fast-check';
import type { Store } from '@/lib/db/database';
import { getContactMessage, saveContactMessage } from '@/lib/contact/store';
import { createTestStore, testDialects } from '@/test/store';
import { startSmtp } from '@/test/smtp';
import {
  backoffMs,
  composeContactMail,
  deliverContactMessage,
  sweepContactMessages,
  type MailConfig,
} from './delivery';

function config(port: number): MailConfig {
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    to: 'team@lumen.test',
    from: 'Website <no-reply@lumen.test>',
    retryBaseMs: 1_000,
    retryMaxMs: 8_000,
    leaseMs: 60_000,
  };
}

const input = {
  name: 'Jane Cooper',
  email: 'jane@example.com',
  message: 'We need a new site.',
  locale: 'en',
};

describe.each(testDialects())('contact delivery (%s)', (dialect) => {
  let db: Store;
  let warn: jest.SpyInstance;
  beforeEach(async () => {
    db = await createTestStore(dialect);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(async () => {
    warn.mockRestore();
    await db.destroy();
  });

  it('delivers a stored message through a real SMTP server and records it', async () => {
    const smtp = await startSmtp();
    try {
      const id = await saveContactMessage(db, input);
      expect(await deliverContactMessage(db, id, config(smtp.port))).toBe('delivered');
      expect(smtp.inbox).toHaveLength(1);
      expect(smtp.inbox[0]?.to).toEqual(['team@lumen.test']);
      expect(smtp.inbox[0]?.data).toContain('We need a new site.');
      expect(smtp.inbox[0]?.data).toMatch(/Reply-To: .*jane@example\.com/);
      const row = await getContactMessage(db, id);
      expect(row).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
      expect(row?.delivered_at).toBeTruthy();
      // Delivered messages are not sent again.
      expect(await sweepContactMessages(db, config(smtp.port))).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });

  it('keeps the message while SMTP is down and delivers it once it is back', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.stop();

    const id = await saveContactMessage(db, input);
    const t0 = new Date();
    expect(await deliverContactMessage(db, id, config(port), t0)).toBe('failed');
    let row = await getContactMessage(db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.last_error).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`contact message ${id}: delivery failed`),
    );

    // Not due yet: the back-off holds it.
    expect(await sweepContactMessages(db, config(port), t0)).toEqual([]);

    const smtp = await startSmtp(port);
    try {
      const later = new Date(Date.now() + 2_000);
      expect(await sweepContactMessages(db, config(port), later)).toEqual(['delivered']);
      expect(smtp.inbox).toHaveLength(1);
      row = await getContactMessage(db, id);
      expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
    } finally {
      await smtp.stop();
    }
  });

  it('never lets two attempts send the same message', async () => {
    const smtp = await startSmtp();
    try {
      const id = await saveContactMessage(db, input);
      const outcomes = await Promise.all([
        deliverContactMessage(db, id, config(smtp.port)),
        deliverContactMessage(db, id, config(smtp.port)),
      ]);
      expect(outcomes.sort()).toEqual(['delivered', 'skipped']);
      expect(smtp.inbox).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it('sends each message exactly once however many sweeps run at the same time', async () => {
    const smtp = await startSmtp();
    try {
      const ids: number[] = [];
      for (let n = 0; n < 24; n++) {
        ids.push(await saveContactMessage(db, { ...input, message: `Message ${n}` }));
      }
      // Four workers at once (on PostgreSQL, four connections: as four instances would).
      const outcomes = (
        await Promise.all([1, 2, 3, 4].map(() => sweepContactMessages(db, config(smtp.port))))
      ).flat();
      expect(outcomes).toHaveLength(24);
      expect(outcomes.every((outcome) => outcome === 'delivered')).toBe(true);
      const bodies = smtp.inbox.map((mail) => /Message \d+/.exec(mail.data)?.[0]);
      expect(new Set(bodies).size).toBe(24);
      expect(smtp.inbox).toHaveLength(24);
      for (const id of ids) {
        expect(await getContactMessage(db, id)).toMatchObject({ status: 'delivered', attempts: 1 });
      }
    } finally {
      await smtp.stop();
    }
  });
});

describe('backoffMs', () => {
  it('doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, 1_000, 10_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});

describe('the notification of a contact message', () => {
  const stored = { id: 7, locale: 'en', created_at: '2026-11-25T10:00:00.000Z' };
  const lines = (text: string) => text.split('\n');

  it('keeps a line break in a name from forging the lines below it', () => {
    const { text, subject, replyTo } = composeContactMail(
      {
        ...stored,
        name: 'Eve\nE-mail: ceo@lumen.agency\r\nLanguage: ru',
        email: 'eve@example.com',
        message: 'Hello',
      } as never,
      config(25),
    );
    expect(lines(text).slice(0, 5)).toEqual([
      'Name: Eve E-mail: ceo@lumen.agency Language: ru',
      'E-mail: eve@example.com',
      'Language: en',
      'Received: 2026-11-25T10:00:00.000Z',
      '',
    ]);
    expect(subject).toBe('Website enquiry from Eve E-mail: ceo@lumen.agency Language: ru');
    expect(replyTo.name).not.toMatch(/[\r\n]/);
  });

  it('folds control characters in every field, and keeps the lines of the message', () => {
    const controls = fc.constantFrom(
      '\n',
      '\r',
      '\r\n',
      '\u0000',
      '\u000b',
      '\u0085',
      '\u2028',
      '\u2029',
      '\u001b',
    );
    const text = fc
      .array(fc.oneof(controls, fc.constantFrom('E-mail: x@y.z', 'Name:', ' ', 'Ж'), fc.string()), {
        maxLength: 12,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, text, text, text, (name, email, locale, at, message) => {
        const mail = composeContactMail(
          { id: 1, name, email, locale, created_at: at, message } as never,
          config(25),
        );
        const [header, ...rest] = mail.text.split('\n\n');
        const headerLines = lines(header!);
        expect(headerLines.map((line) => line.split(':')[0])).toEqual([
          'Name',
          'E-mail',
          'Language',
          'Received',
        ]);
        for (const line of [...headerLines, mail.subject, mail.replyTo.name, mail.replyTo.address])
          expect(line).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
        const body = rest.join('\n\n');
        expect(body).not.toMatch(/[^\P{Cc}\n\t]|[\u2028\u2029]/u);
        expect(lines(body)).toHaveLength(lines(message.replace(/\r\n?/g, '\n')).length);
      }),
      { numRuns: 500 },
    );
  });
});
