import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './dialect';
import { foldForSearch } from './search-text';

/**
 * One migration source for both engines, in portable types: ids are `serial` on PostgreSQL and
 * an auto-incrementing rowid on SQLite, images `bytea` or `blob`, and timestamps `timestamptz`
 * or ISO-8601 text (which sorts and compares the same way). The store reads both back as the
 * same ISO strings (lib/db/database.ts).
 */
function types(db: Kysely<unknown>) {
  const pg = isPostgres(db);
  return { pg, time: pg ? ('timestamptz' as const) : ('text' as const) };
}

// Append only: a migration that has run somewhere is never edited.
export const migrations: Record<string, Migration> = {
  '0001_contact_messages': {
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
  },
  '0002_articles_and_images': {
    async up(db: Kysely<unknown>) {
      const { pg, time } = types(db);
      await db.schema
        .createTable('images')
        .addColumn('hash', 'text', (col) => col.primaryKey())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('ext', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('byte_size', 'integer', (col) => col.notNull())
        .addColumn('bytes', pg ? 'bytea' : 'blob', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('articles')
        .addColumn('id', pg ? 'serial' : 'integer', (col) =>
          pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('author_name', 'text', (col) => col.notNull())
        .addColumn('hashtags', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('banner_hash', 'text', (col) => col.references('images.hash'))
        .addColumn('banner_meta_title', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('banner_meta_alt', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('published_at', time, (col) => col.notNull())
        .addColumn('updated_at', time, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('articles_published')
        .on('articles')
        .columns(['published_at', 'id'])
        .execute();
      await db.schema
        .createTable('article_tags')
        .addColumn('article_id', 'integer', (col) =>
          col.notNull().references('articles.id').onDelete('cascade'),
        )
        .addColumn('tag', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'tag'])
        .execute();
      await db.schema.createIndex('article_tags_tag').on('article_tags').column('tag').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('article_tags').execute();
      await db.schema.dropTable('articles').execute();
      await db.schema.dropTable('images').execute();
    },
  },
  '0003_staff': {
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
  },
  '0004_article_status': {
    async up(db: Kysely<unknown>) {
      // Every article there is was published: that was the only way there was.
      await db.schema
        .alterTable('articles')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
        .execute();
      await db.schema
        .createIndex('articles_status_published')
        .on('articles')
        .columns(['status', 'published_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('articles_status_published').execute();
      await db.schema.alterTable('articles').dropColumn('status').execute();
    },
  },
  '0005_article_redirects': {
    async up(db: Kysely<unknown>) {
      const { time } = types(db);
      // Every earlier slug of an article, so that its old addresses keep working (308).
      await db.schema
        .createTable('article_redirects')
        .addColumn('slug', 'text', (col) => col.primaryKey())
        .addColumn('article_id', 'integer', (col) =>
          col.notNull().references('articles.id').onDelete('cascade'),
        )
        .addColumn('created_at', time, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('article_redirects_article')
        .on('article_redirects')
        .column('article_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('article_redirects').execute();
    },
  },
  '0006_article_revisions': {
    async up(db: Kysely<unknown>) {
      const { pg, time } = types(db);
      // Every save of an article, as it was saved, and by whom: nothing staff saved is lost.
      await db.schema
        .createTable('article_revisions')
        .addColumn('id', pg ? 'serial' : 'integer', (col) =>
          pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('article_id', 'integer', (col) =>
          col.notNull().references('articles.id').onDelete('cascade'),
        )
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('restored_from', 'integer')
        // Who saved it, as they were then (an account may be renamed or removed later).
        .addColumn('staff_id', 'integer')
        .addColumn('staff_email', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('slug', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('author_name', 'text', (col) => col.notNull())
        .addColumn('hashtags', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('banner_hash', 'text')
        .addColumn('banner_meta_title', 'text', (col) => col.notNull())
        .addColumn('banner_meta_alt', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('published_at', time, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('article_revisions_article')
        .on('article_revisions')
        .columns(['article_id', 'id'])
        .execute();
      // The articles saved before history was kept start it with what they are now.
      await sql`insert into article_revisions (article_id, created_at, event, staff_email, slug,
          title, author_name, hashtags, content, banner_hash, banner_meta_title, banner_meta_alt,
          status, published_at)
        select id, updated_at, 'initial', '', slug, title, author_name, hashtags, content,
          banner_hash, banner_meta_title, banner_meta_alt, status, published_at
        from articles`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('article_revisions').execute();
    },
  },
  '0007_article_previews': {
    async up(db: Kysely<unknown>) {
      const { time } = types(db);
      // What staff had in the form when they asked for a preview; kept for a day.
      await db.schema
        .createTable('article_previews')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('staff_id', 'integer', (col) => col.notNull())
        .addColumn('article_id', 'integer')
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('article_previews_created')
        .on('article_previews')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('article_previews').execute();
    },
  },
  '0008_roles_audit_inbox_landing': {
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
      await db.schema
        .createIndex('audit_log_created')
        .on('audit_log')
        .column('created_at')
        .execute();
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
  },
  '0009_inbox_search': {
    async up(db: Kysely<unknown>) {
      // The inbox searches names, addresses and texts in any case. SQLite's lower() folds
      // ASCII only (not Cyrillic), so the folded text is kept beside each message, written by
      // the application, and searched with a plain LIKE on both engines.
      await db.schema
        .alterTable('contact_messages')
        .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      const rows = await sql<{ id: number; name: string; email: string; message: string }>`
        select id, name, email, message from contact_messages`.execute(db);
      for (const row of rows.rows) {
        await sql`update contact_messages set search_text = ${foldForSearch(row.name, row.email, row.message)} where id = ${row.id}`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('contact_messages').dropColumn('search_text').execute();
    },
  },
  '0010_landing_seed_marks': {
    async up(db: Kysely<unknown>) {
      const { time } = types(db);
      // Content the site fills an empty store with once (the landing page's portfolio and
      // reviews): marked as done, so that cards staff delete on purpose never come back.
      await db.schema
        .createTable('seed_marks')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('created_at', time, (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('seed_marks').execute();
    },
  },
  '0011_revision_autosaves': {
    async up(db: Kysely<unknown>) {
      const { time } = types(db);
      // A draft saves itself every few seconds: one revision per run of automatic saves.
      await db.schema.alterTable('article_revisions').addColumn('autosave_since', time).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('article_revisions').dropColumn('autosave_since').execute();
    },
  },
};
