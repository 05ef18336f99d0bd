import type { Executor } from '@/lib/db/database';

/**
 * Reads and deletes for the collection of images nothing uses any more (lib/images/retention.ts
 * decides which): the rows that may name an image, and the images themselves.
 */

const BATCH = 500;

/** Hashes of the images stored (or stored again) before `before`. */
export async function imagesStoredBefore(db: Executor, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('images')
    .select('hash')
    .where('created_at', '<', before)
    .execute();
  return rows.map((row) => row.hash);
}

/** Those of `hashes` that are stored. */
export async function storedImages(db: Executor, hashes: Iterable<string>): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of chunks([...hashes])) {
    const rows = await db.selectFrom('images').select('hash').where('hash', 'in', chunk).execute();
    for (const row of rows) found.add(row.hash);
  }
  return found;
}

/**
 * Every text that may name an image, a batch of rows at a time: the banners and bodies of the
 * articles and of every revision kept, the previews made after `previewsAfter`, and the
 * pictures of the portfolio and the reviews.
 */
export async function* imageReferenceTexts(
  db: Executor,
  { previewsAfter }: { previewsAfter: string },
): AsyncGenerator<string> {
  // An article and each of its revisions name their banner and the pictures in their text.
  for (const table of ['articles', 'article_revisions'] as const) {
    for (let after = 0; ;) {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'banner_hash', 'content'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of rows) yield `${row.banner_hash ?? ''} ${row.content}`;
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  for (let after = ''; ;) {
    const rows = await db
      .selectFrom('article_previews')
      .select(['id', 'data'])
      .where('created_at', '>', previewsAfter)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) yield row.data;
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  for (const row of await db.selectFrom('projects').select('image').execute()) yield row.image;
  for (const row of await db.selectFrom('reviews').select('image').execute()) yield row.image ?? '';
}

/**
 * Deletes those of `hashes` stored before `before` that no article or revision has as its
 * banner (checked again here, in the statement that deletes); the hashes deleted.
 */
export async function deleteImages(
  db: Executor,
  hashes: readonly string[],
  before: string,
): Promise<string[]> {
  const deleted: string[] = [];
  for (const chunk of chunks(hashes)) {
    const rows = await db
      .deleteFrom('images')
      .where('hash', 'in', chunk)
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('articles')
              .select('id')
              .whereRef('articles.banner_hash', '=', 'images.hash'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('article_revisions')
              .select('id')
              .whereRef('article_revisions.banner_hash', '=', 'images.hash'),
          ),
        ),
      )
      .returning('hash')
      .execute();
    deleted.push(...rows.map((row) => row.hash));
  }
  return deleted;
}

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
