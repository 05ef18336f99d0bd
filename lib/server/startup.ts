import { ensureStaffAccount, reportStaffAccount } from '@/lib/auth/bootstrap';
import { seedSampleArticles } from '@/lib/articles/seed';
import { sharedCache } from '@/lib/cache/shared';
import { config, freezeConfig, siteUrl } from '@/lib/env';
import { exitOnInvalidEnvironment } from '@/lib/env.schema';
import { seedLanding } from '@/lib/landing/seed';
import { ensureSearchIndex } from '@/lib/articles/search/indexing';
import { mailConfig } from '@/lib/contact/delivery';
import { getStore, withStoreLock } from '@/lib/db/database';
import { startCountingThread } from '@/lib/analytics/worker-intake';
import { startBodyThread } from '@/lib/articles/body-thread';
import { startReportsThread } from '@/lib/analytics/reports-thread';
import { startIndexThread } from '@/lib/articles/search/index-thread';
import { catchUpSearchIndex } from '@/lib/articles/search/index-queue';
import { isPostgres } from '@/lib/db/dialect';
import { deleteExpiredSessions } from '@/lib/auth/sessions-store';
import { guardMethods } from './method-guard';
import { enforceRequestTimeouts } from './request-timeouts';
import { stampSocketAddresses } from './socket-address';
import { startSweep } from './sweep';

const SESSION_SWEEP_MS = 6 * 60 * 60 * 1000;

/**
 * Runs once per server process (instrumentation.ts), before the first request is answered:
 * configuration, client addresses, the method check, request time-outs, migrations, the
 * background sweep.
 */
export async function startServer(): Promise<void> {
  exitOnInvalidEnvironment();
  freezeConfig();
  stampSocketAddresses();
  guardMethods({ development: config().development });
  enforceRequestTimeouts();
  // Connect to the shared page cache now, not on the first request that needs it.
  sharedCache();
  // Articles' bodies are sanitised, read and rendered beside the server's thread.
  startBodyThread();
  try {
    await prepare();
  } catch (error) {
    // Serving 500s on every URL helps no one: stop, and let the supervisor show why.
    console.error('The server cannot start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

async function prepare(): Promise<void> {
  const db = await getStore();
  // Instances starting together on one database do this once, one after the other.
  await withStoreLock(db, async () => {
    if (config().seedSample) {
      const added = await seedSampleArticles(db);
      if (added > 0) console.info(`Seeded ${added} sample articles into an empty store.`);
    }
    // A store the search index is new to (or that a copy filled) is indexed once, whole.
    const indexed = await ensureSearchIndex(db);
    if (indexed > 0) console.info(`Indexed ${indexed} articles for the newsroom's search.`);
    // The landing page's own content (not a sample): once per database, whatever SEED_SAMPLE.
    const landing = await seedLanding(db);
    if (landing.projects + landing.reviews > 0) {
      console.info(
        `Seeded the landing page with ${landing.projects} projects and ${landing.reviews} reviews.`,
      );
    }
    // Someone must be able to sign in to the CRM; production refuses to start without it.
    reportStaffAccount(await ensureStaffAccount(db), siteUrl().origin);
  });
  await deleteExpiredSessions(db);
  // Page views are counted, rolled up and reported beside the server's thread, on a store
  // already migrated.
  if (config().analytics.enabled) startCountingThread();
  startReportsThread();
  // SQLite's search entries are written beside the server's thread; marks a stop left behind
  // are taken now.
  if (!isPostgres(db)) {
    startIndexThread();
    void catchUpSearchIndex(db);
  }
  setInterval(() => void deleteExpiredSessions(db).catch(() => {}), SESSION_SWEEP_MS).unref();
  // Scheduled articles go live, and contact messages are sent, from here on.
  startSweep();
  if (!mailConfig()) {
    console.info('SMTP_URL or CONTACT_TO not set: contact messages are stored, not e-mailed.');
  }
}
