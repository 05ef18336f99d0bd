import { config } from '@/lib/env';
import { deleteContactMessagesBefore } from '@/lib/contact/store';
import { getStore } from '@/lib/db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant before which a message is past its retention period. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Deletes the contact messages kept longer than CONTACT_RETENTION_DAYS, as the public policy
 * promises; how many. Run by the background sweep and the cron endpoint (lib/server/sweep.ts).
 * A message received exactly `days` ago stays until the next run.
 */
export async function deleteExpiredMessages(
  now = new Date(),
  days = config().contactRetentionDays,
): Promise<number> {
  return deleteContactMessagesBefore(await getStore(), retentionCutoff(now, days));
}
