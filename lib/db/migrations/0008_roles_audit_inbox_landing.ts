import { sql, type Kysely, type Migration } from 'kysely';
import { types } from './types';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { pg, time } = types(db);
    const id = (table: ReturnType<typeof db.schema.createTable>) =>
      table.addColumn('id', pg ? 'serial' : 'integer', (col) =>
        pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
      );
    // Every account there is could do everything: they stay admins.
    await db.schema
      .alterTable('staff_users')
      .addColumn('role', 'text', (col) => col.notNull().defaultTo('admin'))
      .execute();
    await db.schema.alterTable('staff_users').addColumn('disabled_at', time).execute();
    await db.schema.alterTable('staff_users').addColumn('last_login_at', time).execute();
    // What staff see of their sessions: a handle to end one by (never the token's hash),
    // the browser and address it was opened from, and when it was last used.
    await db.schema
      .alterTable('staff_sessions')
      .addColumn('handle', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('staff_sessions')
      .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('staff_sessions')
      .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('staff_sessions').addColumn('last_seen_at', time).execute();
    await sql`update staff_sessions set handle = substr(id, 1, 24), last_seen_at = created_at`.execute(
      db,
    );
    // One-time sign-in links (only their hash is kept), for new staff without e-mail.
    await db.schema
      .createTable('staff_invites')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('staff_users.id').onDelete('cascade'),
      )
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('expires_at', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('staff_invites_user')
      .on('staff_invites')
      .column('user_id')
      .execute();
    // Who did what, as they were then (accounts may be renamed or removed later).
    await id(db.schema.createTable('audit_log'))
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('actor_email', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('subject_type', 'text', (col) => col.notNull())
      .addColumn('subject_id', 'text')
      .addColumn('subject_label', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('details', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
    // The inbox: read by someone, handled by someone.
    await db.schema.alterTable('contact_messages').addColumn('read_at', time).execute();
    await db.schema.alterTable('contact_messages').addColumn('handled_at', time).execute();
    await db.schema.alterTable('contact_messages').addColumn('handled_by', 'text').execute();
    await db.schema
      .createIndex('contact_messages_created')
      .on('contact_messages')
      .column('created_at')
      .execute();
    // The landing page's portfolio and reviews, in both languages, in the order staff set.
    await id(db.schema.createTable('projects'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('description_en', 'text', (col) => col.notNull())
      .addColumn('description_ru', 'text', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('url', 'text')
      .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('projects_position').on('projects').column('position').execute();
    await id(db.schema.createTable('reviews'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('name_ru', 'text', (col) => col.notNull())
      .addColumn('occupation_en', 'text', (col) => col.notNull())
      .addColumn('occupation_ru', 'text', (col) => col.notNull())
      .addColumn('text_en', 'text', (col) => col.notNull())
      .addColumn('text_ru', 'text', (col) => col.notNull())
      .addColumn('image', 'text')
      .addColumn('color', 'text', (col) => col.notNull())
      .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('reviews_position').on('reviews').column('position').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('reviews').execute();
    await db.schema.dropTable('projects').execute();
    await db.schema.dropIndex('contact_messages_created').execute();
    for (const column of ['handled_by', 'handled_at', 'read_at']) {
      await db.schema.alterTable('contact_messages').dropColumn(column).execute();
    }
    await db.schema.dropTable('audit_log').execute();
    await db.schema.dropTable('staff_invites').execute();
    for (const column of ['last_seen_at', 'address', 'user_agent', 'handle']) {
      await db.schema.alterTable('staff_sessions').dropColumn(column).execute();
    }
    await db.schema.alterTable('staff_users').dropColumn('last_login_at').execute();
    await db.schema.alterTable('staff_users').dropColumn('disabled_at').execute();
    await db.schema.alterTable('staff_users').dropColumn('role').execute();
  },
};
