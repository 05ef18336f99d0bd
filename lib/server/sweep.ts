import { publishDueArticles } from '@/lib/articles/service';
import { deliverDueContactMessages, type DeliverySweep } from '@/lib/contact/deliver';
import { config } from '@/lib/env';
import { deleteExpiredMessages } from '@/lib/inbox/retention';

export interface SweepReport {
  /** Slugs of the scheduled articles that went live. */
  published: string[];
  mail: DeliverySweep;
  /** Contact messages deleted because they were older than CONTACT_RETENTION_DAYS. */
  expiredMessages: number;
}

/**
 * The background chores that come due by the clock: scheduled articles go live (and the public
 * pages are refreshed), the contact outbox is sent, and contact messages past their retention
 * period are deleted. Safe on any number of instances at once: an article is published, and a
 * message sent, by one of them only (a message deleted twice is deleted once).
 */
export async function sweepOnce(): Promise<SweepReport> {
  const published = await publishDueArticles();
  const mail = await deliverDueContactMessages();
  return { published, mail, expiredMessages: await deleteExpiredMessages() };
}

/** Runs the sweep every `SWEEP_INTERVAL_MS` while the server lives; returns a stop function. */
export function startSweep(intervalMs = config().sweepIntervalMs): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const { published, expiredMessages } = await sweepOnce();
      if (published.length > 0) console.info(`Published as scheduled: ${published.join(', ')}`);
      if (expiredMessages > 0) {
        console.info(`Deleted ${expiredMessages} contact message(s) past their retention period`);
      }
    } catch (error) {
      console.error('background sweep failed', error);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
