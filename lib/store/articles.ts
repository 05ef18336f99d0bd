import { createHash } from 'node:crypto';
import type { Article, ArticleListItem } from '@/lib/articles/schemas';
import { parseHashtags } from '@/lib/articles/hashtags';
import { slugFromTitle, uniqueSlug } from '@/lib/articles/slug';
import type { Store } from './db';
import type { ArticleRow, Database } from './schema';
import type { Kysely, Transaction } from 'kysely';

export interface ArticleInput {
  title: string;
  author_name: string;
  hashtags: string;
  content: string;
  banner_meta_title: string;
  banner_meta_alt: string;
  /** Publication date; defaults to now when an article is created. */
  date?: string;
}

export interface ImageInput {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const EXTENSIONS: Record<ImageInput['contentType'], string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

type Executor = Kysely<Database> | Transaction<Database>;

export function bannerPath(hash: string | null, ext: string | null): string {
  return hash && ext ? `images/${hash}.${ext}` : '';
}

/** Stores an image once per content; returns its path under {api}. */
export async function saveImage(db: Executor, image: ImageInput, now = new Date()) {
  const hash = createHash('sha256').update(image.bytes).digest('hex');
  const ext = EXTENSIONS[image.contentType];
  await db
    .insertInto('images')
    .values({
      hash,
      content_type: image.contentType,
      ext,
      width: image.width,
      height: image.height,
      byte_size: image.bytes.length,
      bytes: image.bytes,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  return { hash, path: bannerPath(hash, ext) };
}

export function getImage(db: Store, hash: string) {
  return db.selectFrom('images').selectAll().where('hash', '=', hash).executeTakeFirst();
}

const LIST_COLUMNS = [
  'articles.id',
  'articles.slug',
  'articles.title',
  'articles.author_name',
  'articles.hashtags',
  'articles.published_at',
  'articles.banner_meta_title',
  'articles.banner_meta_alt',
  'articles.banner_hash',
  'images.ext',
] as const;

type ListRow = Pick<
  ArticleRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'author_name'
  | 'hashtags'
  | 'published_at'
  | 'banner_meta_title'
  | 'banner_meta_alt'
  | 'banner_hash'
> & { ext: string | null };

function toListItem(row: ListRow): ArticleListItem {
  return {
    id: row.id,
    title: row.title,
    author_name: row.author_name,
    date: row.published_at,
    hashtags: row.hashtags,
    slug: row.slug,
    banner: {
      path: bannerPath(row.banner_hash, row.ext),
      meta_title: row.banner_meta_title,
      meta_alt: row.banner_meta_alt,
    },
  };
}

function listQuery(db: Executor) {
  return db
    .selectFrom('articles')
    .leftJoin('images', 'images.hash', 'articles.banner_hash')
    .select(LIST_COLUMNS)
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc');
}

async function findArticle(db: Executor, column: 'slug' | 'id', value: string | number) {
  const row = await listQuery(db)
    .select('articles.content')
    .where(`articles.${column}`, '=', value as never)
    .executeTakeFirst();
  return row ? { ...toListItem(row), content: row.content } : undefined;
}

export function getArticleBySlug(db: Executor, slug: string): Promise<Article | undefined> {
  return findArticle(db, 'slug', slug);
}

export function getArticleById(db: Executor, id: number): Promise<Article | undefined> {
  return findArticle(db, 'id', id);
}

/** Every article, newest first, without bodies (GET /articles). */
export async function listAllArticles(db: Store): Promise<ArticleListItem[]> {
  return (await listQuery(db).execute()).map(toListItem);
}

/** One page of the newsroom, optionally of one hashtag; cost stays flat however many exist. */
export async function listArticlePage(
  db: Store,
  { limit, offset, tag }: { limit: number; offset: number; tag?: string },
): Promise<{ items: ArticleListItem[]; total: number }> {
  let items = listQuery(db).limit(limit).offset(offset);
  let count = db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('total'));
  if (tag) {
    const tagged = db.selectFrom('article_tags').select('article_id').where('tag', '=', tag);
    items = items.where('articles.id', 'in', tagged);
    count = count.where('articles.id', 'in', tagged);
  }
  const [rows, counted] = await Promise.all([items.execute(), count.executeTakeFirstOrThrow()]);
  return { items: rows.map(toListItem), total: Number(counted.total) };
}

/** The newest articles other than `excludeId`. */
export async function listOtherArticles(db: Store, excludeId: number, limit: number) {
  const rows = await listQuery(db).where('articles.id', '!=', excludeId).limit(limit).execute();
  return rows.map(toListItem);
}

/** Hashtags in use, most used first. */
export async function listTags(db: Store, limit = 30): Promise<{ tag: string; count: number }[]> {
  const rows = await db
    .selectFrom('article_tags')
    .select((eb) => ['tag', eb.fn.countAll<number>().as('count')])
    .groupBy('tag')
    .orderBy('count', 'desc')
    .orderBy('tag')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/** Slug and last change of every article, for the sitemap. */
export function listArticleUpdates(db: Store) {
  return db
    .selectFrom('articles')
    .select(['slug', 'updated_at', 'published_at'])
    .orderBy('published_at', 'desc')
    .execute();
}

async function writeTags(db: Executor, articleId: number, hashtags: string) {
  await db.deleteFrom('article_tags').where('article_id', '=', articleId).execute();
  const tags = parseHashtags(hashtags);
  if (tags.length > 0) {
    await db
      .insertInto('article_tags')
      .values(tags.map((tag) => ({ article_id: articleId, tag })))
      .execute();
  }
}

/** Creates an article (and its banner) in one transaction; the slug comes from the title. */
export async function createArticle(
  db: Store,
  input: ArticleInput,
  banner?: ImageInput,
  now = new Date(),
): Promise<Article> {
  return db.transaction().execute(async (trx) => {
    const image = banner ? await saveImage(trx, banner, now) : undefined;
    const slug = await uniqueSlug(slugFromTitle(input.title), async (candidate) =>
      Boolean(
        await trx
          .selectFrom('articles')
          .select('id')
          .where('slug', '=', candidate)
          .executeTakeFirst(),
      ),
    );
    const { id } = await trx
      .insertInto('articles')
      .values({
        slug,
        title: input.title,
        author_name: input.author_name,
        hashtags: input.hashtags,
        content: input.content,
        banner_hash: image?.hash ?? null,
        banner_meta_title: input.banner_meta_title,
        banner_meta_alt: input.banner_meta_alt,
        published_at: input.date ?? now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTags(trx, id, input.hashtags);
    const created = await getArticleById(trx, id);
    if (!created) throw new Error(`article ${id} vanished inside its own transaction`);
    return created;
  });
}

/**
 * Updates an article in one transaction. The slug stays as it is (links keep working); the
 * banner changes only when a new image is given. Undefined when there is no such article.
 */
export async function updateArticle(
  db: Store,
  id: number,
  input: ArticleInput,
  banner?: ImageInput,
  now = new Date(),
): Promise<Article | undefined> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('articles')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) return undefined;
    const image = banner ? await saveImage(trx, banner, now) : undefined;
    await trx
      .updateTable('articles')
      .set({
        title: input.title,
        author_name: input.author_name,
        hashtags: input.hashtags,
        content: input.content,
        banner_meta_title: input.banner_meta_title,
        banner_meta_alt: input.banner_meta_alt,
        ...(image ? { banner_hash: image.hash } : {}),
        ...(input.date ? { published_at: input.date } : {}),
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await writeTags(trx, id, input.hashtags);
    return getArticleById(trx, id);
  });
}

/** Deletes an article; false when there was none. Images stay: others may share them. */
export async function deleteArticle(db: Store, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('article_tags').where('article_id', '=', id).execute();
    const result = await trx.deleteFrom('articles').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

export async function countArticles(db: Store): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
