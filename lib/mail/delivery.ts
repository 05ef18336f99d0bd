import nodemailer, { type Transporter } from 'nodemailer';
import type { Store } from '@/lib/store/db';
import {
  claimContactMessage,
  dueContactMessageIds,
  markDelivered,
  markFailed,
} from '@/lib/store/contact-messages';
import type { ContactMessage } from '@/lib/store/schema';

export interface MailConfig {
  smtpUrl: string;
  to: string;
  from: string;
  /** First retry delay; doubles with each failed attempt. */
  retryBaseMs: number;
  /** Longest pause between two attempts: a message is retried forever, never dropped. */
  retryMaxMs: number;
  /** How long one attempt holds a message before another process may try it. */
  leaseMs: number;
}

export function mailConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): MailConfig | null {
  if (!env.SMTP_URL || !env.CONTACT_TO) return null;
  return {
    smtpUrl: env.SMTP_URL,
    to: env.CONTACT_TO,
    from: env.MAIL_FROM || 'Lumen website <no-reply@lumen.agency>',
    retryBaseMs: Number(env.MAIL_RETRY_BASE_MS) || 30_000,
    retryMaxMs: Number(env.MAIL_RETRY_MAX_MS) || 60 * 60_000,
    leaseMs: 60_000,
  };
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

export function composeContactMail(message: ContactMessage, config: MailConfig) {
  return {
    from: config.from,
    to: config.to,
    replyTo: { name: message.name, address: message.email },
    subject: `Website enquiry from ${message.name}`,
    text: [
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Language: ${message.locale}`,
      `Received: ${message.created_at}`,
      '',
      message.message,
    ].join('\n'),
  };
}

export type DeliveryOutcome = 'delivered' | 'failed' | 'skipped';

/** One delivery attempt; 'skipped' when another attempt holds the message or it is not due. */
export async function deliverContactMessage(
  db: Store,
  id: number,
  config: MailConfig,
  now = new Date(),
): Promise<DeliveryOutcome> {
  const message = await claimContactMessage(db, id, config.leaseMs, now);
  if (!message) return 'skipped';
  try {
    await transportFor(config.smtpUrl).sendMail(composeContactMail(message, config));
    await markDelivered(db, id);
    return 'delivered';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const delay = backoffMs(message.attempts + 1, config.retryBaseMs, config.retryMaxMs);
    await markFailed(db, id, reason, new Date(Date.now() + delay));
    console.warn(`contact message ${id}: delivery failed (${reason}); next try in ${delay} ms`);
    return 'failed';
  }
}

/** Tries every message whose attempt is due. */
export async function sweepContactMessages(db: Store, config: MailConfig, now = new Date()) {
  const outcomes: DeliveryOutcome[] = [];
  for (const id of await dueContactMessageIds(db, now)) {
    outcomes.push(await deliverContactMessage(db, id, config, now));
  }
  return outcomes;
}

/** Retries pending and failed messages in the background; returns a stop function. */
export function startDeliverySweep(
  getStore: () => Promise<Store>,
  config: MailConfig,
  intervalMs: number,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepContactMessages(await getStore(), config);
    } catch (error) {
      console.error('contact delivery sweep failed', error);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
