import { type Kysely, type Migration } from 'kysely';
import { types } from './types';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { pg, time } = types(db);
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', pg ? 'serial' : 'integer', (col) =>
        pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', time, (col) => col.notNull())
      .addColumn('delivered_at', time)
      .execute();
    await db.schema
      .createIndex('contact_messages_due')
      .on('contact_messages')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_messages').execute();
  },
};
