import { publishDueArticles } from '@/lib/articles/service';
import { deliverDueContactMessages, type DeliverySweep } from '@/lib/contact/deliver';
import { config } from '@/lib/env';

export interface SweepReport {
  /** Slugs of the scheduled articles that went live. */
  published: string[];
  mail: DeliverySweep;
}

/**
 * The background chores that come due by the clock: scheduled articles go live (and the public
 * pages are refreshed), then the contact outbox is sent. Safe on any number of instances at
 * once: an article is published, and a message sent, by one of them only.
 */
export async function sweepOnce(): Promise<SweepReport> {
  const published = await publishDueArticles();
  return { published, mail: await deliverDueContactMessages() };
}

/** Runs the sweep every `SWEEP_INTERVAL_MS` while the server lives; returns a stop function. */
export function startSweep(intervalMs = config().sweepIntervalMs): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const { published } = await sweepOnce();
      if (published.length > 0) console.info(`Published as scheduled: ${published.join(', ')}`);
    } catch (error) {
      console.error('background sweep failed', error);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
