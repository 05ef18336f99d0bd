import { sql, type Kysely, type Migration } from 'kysely';
import { foldForSearch } from '../search-text';

export const migration: Migration = {
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
};
