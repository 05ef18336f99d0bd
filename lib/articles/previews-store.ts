import type { Executor } from '@/lib/db/database';
import type { ArticlePreviewsTable } from '@/lib/db/schema';

/** Previews as given: lib/articles/preview.ts decides what they hold and how long they live. */

export async function insertPreview(db: Executor, row: ArticlePreviewsTable): Promise<void> {
  await db.insertInto('article_previews').values(row).execute();
}

export function findPreview(db: Executor, id: string, createdAfter: string) {
  return db
    .selectFrom('article_previews')
    .selectAll()
    .where('id', '=', id)
    .where('created_at', '>', createdAfter)
    .executeTakeFirst();
}

/** Forgets previews made before `before`, and a staff member's beyond their newest `keep`. */
export async function prunePreviews(
  db: Executor,
  { before, staffId, keep }: { before: string; staffId: number; keep: number },
): Promise<void> {
  await db.deleteFrom('article_previews').where('created_at', '<=', before).execute();
  const kept = db
    .selectFrom('article_previews')
    .select('id')
    .where('staff_id', '=', staffId)
    .orderBy('created_at', 'desc')
    .limit(keep);
  await db
    .deleteFrom('article_previews')
    .where('staff_id', '=', staffId)
    .where('id', 'not in', kept)
    .execute();
}
