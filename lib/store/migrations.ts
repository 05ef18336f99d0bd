import { PostgresAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** `serial` on PostgreSQL, an auto-incrementing rowid on SQLite. */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// Append only: a migration that has run somewhere is never edited.
export const migrations: Record<string, Migration> = {
  '0001_contact_messages': {
    async up(db: Kysely<unknown>) {
      const pg = isPostgres(db);
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', pg ? 'serial' : 'integer', (col) =>
          pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('delivered_at', 'text')
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
  },
};
