import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { types } from './types';

/**
 * Today's figures rolled up from what changed since the last roll-up, not from the whole day
 * again (lib/analytics/events-store.ts): what each visitor of the day adds to the figures, so
 * that a visitor seen again is taken out and put back; a day's figures hour by hour; and, per
 * day, the visitors who opened a great many pages (what the dashboard warns of).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { time } = types(db);
    let visitors = db.schema
      .createTable('analytics_visitor_days')
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('visitor', 'text', (col) => col.notNull());
    for (const name of ['source', 'medium', 'campaign', 'device', 'locale']) {
      visitors = visitors.addColumn(name, 'text', (col) => col.notNull().defaultTo(''));
    }
    for (const name of ['views', 'visits', 'bounces']) {
      visitors = visitors.addColumn(name, 'integer', (col) => col.notNull().defaultTo(0));
    }
    await visitors
      .addColumn('contribution', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('analytics_visitor_days_key', ['day', 'visitor'] as never)
      .execute();
    let hours = db.schema
      .createTable('analytics_hours_daily')
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('hour', 'integer', (col) => col.notNull());
    for (const name of ['visitors', 'views', 'visits', 'bounces']) {
      hours = hours.addColumn(name, 'integer', (col) => col.notNull().defaultTo(0));
    }
    await hours
      .addPrimaryKeyConstraint('analytics_hours_daily_key', ['day', 'hour'] as never)
      .execute();
    await db.schema.alterTable('analytics_rollups').addColumn('next_from', time).execute();
    for (const name of ['heavy_visitors', 'heavy_views']) {
      await db.schema
        .alterTable('analytics_rollups')
        .addColumn(name, 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    }
    // Every day still holding its page views is rolled up once more, for its hours.
    await sql`update analytics_rollups set final = 0`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const name of ['heavy_views', 'heavy_visitors', 'next_from']) {
      await db.schema.alterTable('analytics_rollups').dropColumn(name).execute();
    }
    await db.schema.dropTable('analytics_hours_daily').execute();
    await db.schema.dropTable('analytics_visitor_days').execute();
  },
};
