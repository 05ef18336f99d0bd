import { type Kysely, type Migration } from 'kysely';
import { types } from './types';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { pg, time } = types(db);
    await db.schema
      .createTable('staff_users')
      .addColumn('id', pg ? 'serial' : 'integer', (col) =>
        pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('staff_sessions')
      // sha256 of the cookie's token: a leaked table does not hand out sessions.
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('staff_users.id').onDelete('cascade'),
      )
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('expires_at', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('staff_sessions_user')
      .on('staff_sessions')
      .column('user_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('staff_sessions').execute();
    await db.schema.dropTable('staff_users').execute();
  },
};
