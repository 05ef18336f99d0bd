import type { Executor } from '@/lib/db/database';
import { listTranslationSources } from '@/lib/articles/translations-store';
import type { ArticleListItem, TranslationSource } from './schemas';

/**
 * Staff reads tell a translation where it stands against its original (`translation_source`,
 * docs/CONTRACT.md): the public reads never carry it.
 */

/** `items` (a whole list when `all`), each translation with its `translation_source`. */
export async function withTranslationSources<T extends ArticleListItem>(
  db: Executor,
  items: T[],
  { all = false } = {},
): Promise<T[]> {
  const rows = await listTranslationSources(db, all ? undefined : items.map((item) => item.id));
  const sources = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.original_id,
        slug: row.original_slug,
        language: row.original_language,
        revision_id: row.revision_id,
        latest_revision_id: row.latest_revision_id,
      } satisfies TranslationSource,
    ]),
  );
  return items.map((item) => {
    const source = sources.get(item.id);
    return source ? { ...item, translation_source: source } : item;
  });
}

/** One article with its `translation_source`; undefined stays undefined. */
export async function withTranslationSource<T extends ArticleListItem>(
  db: Executor,
  item: T | undefined,
): Promise<T | undefined> {
  return item && (await withTranslationSources(db, [item]))[0];
}
