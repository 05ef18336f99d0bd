import { analyticsReports } from '@/lib/analytics/reports';
import type { AnalyticsSweep } from '@/lib/analytics/sweep';
import { publishDueArticles } from '@/lib/articles/publish-due';
import { deliverDueContactMessages, type DeliverySweep } from '@/lib/contact/deliver';
import { config } from '@/lib/env';
import { collectUnusedImages } from '@/lib/images/retention';
import { deleteExpiredMessages } from '@/lib/inbox/retention';

export interface SweepReport {
  /** Slugs of the scheduled articles that went live. */
  published: string[];
  mail: DeliverySweep;
  /** Contact messages deleted because they were older than CONTACT_RETENTION_DAYS. */
  expiredMessages: number;
  /** Images deleted because nothing used them any more (lib/images/retention.ts). */
  unusedImages: number;
  /** Page views rolled into daily figures, those past their retention, past days' salts. */
  analytics: AnalyticsSweep;
}

/** Collecting unused images reads every article body: once an hour per process is plenty. */
export const IMAGE_COLLECTION_INTERVAL_MS = 60 * 60 * 1000;
const imageCollection = globalThis as { __lastImageCollection?: number };

async function collectImagesWhenDue(now: number): Promise<number> {
  const last = imageCollection.__lastImageCollection;
  if (last !== undefined && now - last < IMAGE_COLLECTION_INTERVAL_MS) return 0;
  imageCollection.__lastImageCollection = now;
  return (await collectUnusedImages({ now: new Date(now) })).deleted.length;
}

/**
 * The background chores that come due by the clock: scheduled articles go live (and the public
 * pages are refreshed), the contact outbox is sent, contact messages past their retention
 * period are deleted, page views are rolled into daily figures and pruned (lib/analytics/sweep.ts),
 * and (hourly) so are the images nothing uses any more. Safe on any number
 * of instances at once: an article is published, and a message sent, by one of them only (a
 * message or an image deleted twice is deleted once).
 */
export async function sweepOnce(now = Date.now()): Promise<SweepReport> {
  const published = await publishDueArticles();
  const mail = await deliverDueContactMessages();
  const expiredMessages = await deleteExpiredMessages();
  const unusedImages = await collectImagesWhenDue(now);
  return {
    published,
    mail,
    expiredMessages,
    unusedImages,
    // Rolled up and pruned on the analytics' own thread, once the server has started it.
    analytics: await analyticsReports()('sweep', new Date(now).toISOString()),
  };
}

/** Runs the sweep every `SWEEP_INTERVAL_MS` while the server lives; returns a stop function. */
export function startSweep(intervalMs = config().sweepIntervalMs): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const { published, expiredMessages, unusedImages } = await sweepOnce();
      if (published.length > 0) console.info(`Published as scheduled: ${published.join(', ')}`);
      if (expiredMessages > 0) {
        console.info(`Deleted ${expiredMessages} contact message(s) past their retention period`);
      }
      if (unusedImages > 0) console.info(`Deleted ${unusedImages} image(s) nothing uses any more`);
    } catch (error) {
      console.error('background sweep failed', error);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
