/**
 * Made-up traffic for a fresh site's analytics dashboard: 30 days of page views of the site's
 * published articles and pages, rolled up into each day's figures as the sweep would.
 *
 *   npm run analytics:demo                     into the configured store (DATA_DIR or DATABASE_URL)
 *   npm run analytics:demo -- --days 90
 *
 * A site served at a public address (production) is refused unless `--force` is given: made-up
 * figures would mix with real ones for good.
 */
import { parseArgs } from 'node:util';
import { CliExit, runAsProcess } from './cli';
import { demoTraffic } from '@/lib/analytics/demo';
import { dayOf } from '@/lib/analytics/days';
import { eventWrites } from '@/lib/analytics/events-store';
import { seedSampleArticles } from '@/lib/articles/seed';
import { configuredLocation, migrateToLatest, openStore } from '@/lib/db/database';
import { config } from '@/lib/env';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('Usage: npm run analytics:demo [-- --days <1-400>] [--force]');
  throw new CliExit(2);
}

function readOptions(args: string[]): { days: number; force: boolean } {
  try {
    const { values } = parseArgs({
      args,
      options: { days: { type: 'string' }, force: { type: 'boolean' } },
    });
    const days = Number(values.days ?? 30);
    if (!Number.isInteger(days) || days < 1 || days > 400) usage('--days takes 1 to 400.');
    return { days, force: values.force ?? false };
  } catch (error) {
    if (error instanceof CliExit) throw error;
    usage(error instanceof Error ? error.message : String(error));
  }
}

export async function main(argv: string[], now = new Date()): Promise<void> {
  const { days, force } = readOptions(argv);
  if (config().production && !force) {
    console.error(
      `${config().siteUrl.origin} is a public site: made-up page views would stay in its ` +
        'figures for good. Add --force to do it anyway.',
    );
    throw new CliExit(1);
  }
  const db = openStore(configuredLocation());
  try {
    await migrateToLatest(db);
    // A store the site has not started on yet gets its sample newsroom, as at start-up.
    if (config().seedSample) await seedSampleArticles(db);
    const articles = await db
      .selectFrom('articles')
      .select(['id', 'language'])
      .where('status', '=', 'published')
      .orderBy('id')
      .execute();
    const views = demoTraffic({ days, now, articles, seed: Number(now.getTime() % 100_000) });
    const events = eventWrites(db, { clock: () => now });
    await events.write(views);
    const rolled = [...new Set(views.map((view) => view.day))].sort();
    for (const day of rolled) await events.rollUp(day, day < dayOf(now));
    const visitors = new Set(views.map((view) => `${view.day} ${view.visitor}`)).size;
    console.log(
      `Added ${views.length} page views of ${visitors} visitors over ${rolled.length} days ` +
        `(${articles.length} articles); the dashboard is at /crm/analytics.`,
    );
  } finally {
    await db.destroy();
  }
}

if (require.main === module) runAsProcess(() => main(process.argv.slice(2)));
