import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { types } from './types';

/**
 * First-party analytics (lib/analytics/): page views kept for a while, each day's figures for
 * good, each day's salt until the day is over; and where each contact message came from.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { pg, time } = types(db);
    // Columns of one type, not null, '' or 0 by default.
    const column = (table: CreateTableBuilder<string>, names: string[], type: 'text' | 'integer') =>
      names.reduce(
        (built, name) =>
          built.addColumn(name, type, (col) => col.notNull().defaultTo(type === 'text' ? '' : 0)),
        table,
      );

    await column(
      db.schema
        .createTable('analytics_events')
        .addColumn('id', pg ? 'serial' : 'integer', (col) =>
          pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('viewed_at', time, (col) => col.notNull())
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('visitor', 'text', (col) => col.notNull()),
      ['page', 'locale', 'source', 'medium', 'campaign', 'device'],
      'text',
    ).execute();
    await db.schema
      .createIndex('analytics_events_day_visitor')
      .on('analytics_events')
      .columns(['day', 'visitor', 'viewed_at'])
      .execute();
    await db.schema
      .createIndex('analytics_events_viewed')
      .on('analytics_events')
      .column('viewed_at')
      .execute();

    const pageKey = ['day', 'page', 'locale'];
    await column(
      column(db.schema.createTable('analytics_pages_daily'), pageKey, 'text'),
      ['views', 'visitors', 'entries', 'bounces'],
      'integer',
    )
      .addPrimaryKeyConstraint('analytics_pages_daily_key', pageKey as never)
      .execute();

    const visitKey = ['day', 'source', 'medium', 'campaign', 'device', 'locale'];
    await column(
      column(db.schema.createTable('analytics_visits_daily'), visitKey, 'text'),
      ['visitors', 'visits', 'views', 'bounces'],
      'integer',
    )
      .addPrimaryKeyConstraint('analytics_visits_daily_key', visitKey as never)
      .execute();

    await db.schema
      .createTable('analytics_salts')
      .addColumn('day', 'text', (col) => col.primaryKey())
      .addColumn('salt', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('analytics_rollups')
      .addColumn('day', 'text', (col) => col.primaryKey())
      .addColumn('rolled_at', time, (col) => col.notNull())
      .addColumn('final', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    for (const name of ['sent_from', 'entry_page', 'entry_source', 'entry_campaign'])
      await db.schema.alterTable('contact_messages').addColumn(name, 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const name of ['sent_from', 'entry_page', 'entry_source', 'entry_campaign'])
      await db.schema.alterTable('contact_messages').dropColumn(name).execute();
    for (const table of [
      'analytics_rollups',
      'analytics_salts',
      'analytics_visits_daily',
      'analytics_pages_daily',
      'analytics_events',
    ])
      await db.schema.dropTable(table).execute();
  },
};
