import nodemailer, { type Transporter } from 'nodemailer';
import { config, type MailSettings } from '@/lib/env';
import type { Store } from '@/lib/db/database';
import {
  claimContactMessage,
  claimDueContactMessages,
  markDelivered,
  markFailed,
} from '@/lib/contact/store';
import type { ContactMessage } from '@/lib/db/schema';

export interface MailConfig extends MailSettings {
  /** How long one attempt holds a message before another process may try it. */
  leaseMs: number;
}

const LEASE_MS = 60_000;

/** How contact messages are e-mailed, or null when they are only stored (lib/env.ts). */
export function mailConfig(settings: MailSettings | null = config().mail): MailConfig | null {
  return settings ? { ...settings, leaseMs: LEASE_MS } : null;
}

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

// Control characters (C0, DEL, C1) and Unicode's line and paragraph separators.
const CONTROL_RUNS = /[\p{Cc}\u2028\u2029]+/gu;
const CONTROL_RUNS_BUT_LINES = /[^\P{Cc}\n\t]+|[\u2028\u2029]+/gu;

/** A visitor's value on one line of the mail: every run of control characters becomes a space. */
export function mailLine(value: string): string {
  return value.replace(CONTROL_RUNS, ' ').trim();
}

/** The message itself keeps its lines and tabs; any other control character becomes a space. */
export function mailBody(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_RUNS_BUT_LINES, ' ');
}

/**
 * The e-mail of a contact message. Each field the visitor wrote is folded onto its own line,
 * so that a line break in a name cannot forge the lines below it ("E-mail: …").
 */
export function composeContactMail(message: ContactMessage, mail: MailConfig) {
  const name = mailLine(message.name);
  return {
    from: mail.from,
    to: mail.to,
    replyTo: { name, address: mailLine(message.email) },
    subject: `Website enquiry from ${name}`,
    text: [
      `Name: ${name}`,
      `E-mail: ${mailLine(message.email)}`,
      `Language: ${mailLine(message.locale)}`,
      `Received: ${mailLine(message.created_at)}`,
      '',
      mailBody(message.message),
    ].join('\n'),
  };
}

export type DeliveryOutcome = 'delivered' | 'failed' | 'skipped';

/** One delivery attempt; 'skipped' when another attempt holds the message or it is not due. */
export async function deliverContactMessage(
  db: Store,
  id: number,
  mail: MailConfig,
  now = new Date(),
): Promise<DeliveryOutcome> {
  const message = await claimContactMessage(db, id, mail.leaseMs, now);
  if (!message) return 'skipped';
  return send(db, message, mail);
}

/** Sends a message this worker has claimed, and records the outcome. */
async function send(
  db: Store,
  message: ContactMessage,
  mail: MailConfig,
): Promise<Exclude<DeliveryOutcome, 'skipped'>> {
  try {
    await transportFor(mail.smtpUrl).sendMail(composeContactMail(message, mail));
    await markDelivered(db, message.id);
    return 'delivered';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const delay = backoffMs(message.attempts + 1, mail.retryBaseMs, mail.retryMaxMs);
    await markFailed(db, message.id, reason, new Date(Date.now() + delay));
    console.warn(
      `contact message ${message.id}: delivery failed (${reason}); next try in ${delay} ms`,
    );
    return 'failed';
  }
}

/**
 * One sweep: claims the messages whose attempt is due and sends them. Any number of sweeps
 * may run at once, on any number of instances: each message is claimed by one of them.
 */
export async function sweepContactMessages(db: Store, mail: MailConfig, now = new Date()) {
  const outcomes: DeliveryOutcome[] = [];
  // One claim per send, so that a slow server never lets a claim's lease run out before its
  // message's turn comes (the lease is what keeps another worker from sending it too).
  while (outcomes.length < SWEEP_LIMIT) {
    const [message] = await claimDueContactMessages(db, mail.leaseMs, { now, limit: 1 });
    if (!message) break;
    outcomes.push(await send(db, message, mail));
  }
  return outcomes;
}

const SWEEP_LIMIT = 50;
