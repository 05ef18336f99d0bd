import { mailConfig, sweepContactMessages } from '@/lib/contact/delivery';
import { getStore } from '@/lib/db/database';

export type DeliverySweep =
  { ok: true; delivered: number; failed: number } | { ok: false; code: 'mail-not-configured' };

/**
 * One delivery sweep of the contact outbox: what the background timer does on a long-running
 * server, for platforms where no timer runs between requests (POST /api/cron/deliver). Safe
 * to run on any number of instances at once: each message is sent by one of them only.
 */
export async function deliverDueContactMessages(): Promise<DeliverySweep> {
  const mail = mailConfig();
  if (!mail) return { ok: false, code: 'mail-not-configured' };
  const outcomes = await sweepContactMessages(await getStore(), mail);
  return {
    ok: true,
    delivered: outcomes.filter((outcome) => outcome === 'delivered').length,
    failed: outcomes.filter((outcome) => outcome === 'failed').length,
  };
}
