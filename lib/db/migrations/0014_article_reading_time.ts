import { sql, type Kysely, type Migration } from 'kysely';
import { countWords } from '../words';

const BATCH = 200;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('articles')
      .addColumn('word_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    // The articles written so far are counted once here; every later write counts its own.
    for (let after = 0; ;) {
      const { rows } = await sql<{ id: number; content: string }>`
        select id, content from articles where id > ${after} order by id limit ${BATCH}
      `.execute(db);
      if (rows.length === 0) break;
      for (const row of rows) {
        await sql`update articles set word_count = ${countWords(row.content)} where id = ${row.id}`.execute(
          db,
        );
      }
      after = rows.at(-1)!.id;
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('articles').dropColumn('word_count').execute();
  },
};
