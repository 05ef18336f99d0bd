/** @jest-environment node */
import { saveImage } from '@/lib/articles/images';
import { createArticle, deleteArticle, writeArticleUpdate } from '@/lib/articles/writes';
import { getImage } from '@/lib/articles/store';
import type { Store } from '@/lib/db/database';
import { insertProject, insertReview } from '@/lib/landing/store';
import { insertPreview } from '@/lib/articles/previews-store';
import { createTestStore, testDialects } from '@/test/store';
import { collectUnusedImages, namedImages, UNUSED_IMAGE_GRACE_MS } from './retention';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const picture = (seed: string) => ({
  bytes: Buffer.concat([Buffer.from('RIFF'), Buffer.from(seed.repeat(64))]),
  contentType: 'image/webp' as const,
  width: 800,
  height: 600,
});

const fields = (title: string, content: string) => ({
  title,
  author_name: 'Anna',
  hashtags: '#gc',
  content,
  banner_meta_title: '',
  banner_meta_alt: 'A banner',
});

const img = (path: string) => `<p><img src="/api/${path}" alt="x" width="800" height="600"></p>`;

describe.each(testDialects())('unused images (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  const stored = async (path: string) =>
    (await getImage(db, /[0-9a-f]{64}/.exec(path)![0])) !== undefined;

  it('deletes the pictures of a deleted article, and only what nothing uses any more', async () => {
    const old = ago(30 * DAY);
    // An article with a banner and a picture in its body, deleted since.
    const inline = await saveImage(db, picture('inline'), old);
    const gone = await createArticle(db, fields('Gone', img(inline.path)), picture('gone'), old);
    // An article kept: its banner, and a picture its current body no longer shows but an
    // earlier revision does.
    const earlier = await saveImage(db, picture('earlier'), old);
    const kept = await createArticle(db, fields('Kept', img(earlier.path)), picture('kept'), old);
    await writeArticleUpdate(db, kept.id, fields('Kept', '<p>Rewritten</p>'), undefined, old);
    // The landing page's pictures.
    const project = await saveImage(db, picture('project'), old);
    const review = await saveImage(db, picture('review'), old);
    await db.transaction().execute(async (trx) => {
      await insertProject(trx, {
        title_en: 'P',
        title_ru: 'P',
        description_en: '',
        description_ru: '',
        image: `/api/${project.path}`,
        url: null,
      });
      await insertReview(trx, {
        name_en: 'R',
        name_ru: 'R',
        occupation_en: '',
        occupation_ru: '',
        text_en: '',
        text_ru: '',
        image: `/api/${review.path}`,
        color: '#123456',
      });
    });
    // A preview of this morning keeps its banner; one of last week is over.
    const previewed = await saveImage(db, picture('previewed'), old);
    const stalePreview = await saveImage(db, picture('stale preview'), old);
    const preview = (id: string, path: string, at: Date) =>
      insertPreview(db, {
        id,
        staff_id: 1,
        article_id: null,
        data: JSON.stringify({ banner: { path, local: true }, content: '' }),
        created_at: at.toISOString(),
      });
    await preview('live', previewed.path, ago(3 * 60 * 60 * 1000));
    await preview('stale', stalePreview.path, ago(7 * DAY));
    // Pictures of an article being written: uploaded before it is saved. One was uploaded long
    // ago and again today (the same bytes).
    const writing = await saveImage(db, picture('writing'), ago(60 * 60 * 1000));
    const again = await saveImage(db, picture('uploaded again'), old);
    await saveImage(db, picture('uploaded again'), ago(60 * 1000));
    // And one forgotten upload, old enough.
    const forgotten = await saveImage(db, picture('forgotten'), old);

    expect(await deleteArticle(db, gone.id)).toBe(true);
    const { deleted } = await collectUnusedImages({ now: NOW, db });

    const goneBanner = gone.banner.path;
    expect(deleted.sort()).toEqual(
      [inline.path, goneBanner, stalePreview.path, forgotten.path]
        .map((path) => namedImages(path)[0])
        .sort(),
    );
    for (const path of [inline.path, goneBanner, stalePreview.path, forgotten.path]) {
      expect(await stored(path)).toBe(false);
    }
    for (const path of [
      kept.banner.path,
      earlier.path,
      project.path,
      review.path,
      previewed.path,
      writing.path,
      again.path,
    ]) {
      expect(await stored(path)).toBe(true);
    }
    // Nothing more to collect.
    expect((await collectUnusedImages({ now: NOW, db })).deleted).toEqual([]);
  });

  it('keeps an unused upload for the grace period after its last upload', async () => {
    const upload = await saveImage(db, picture('draft'), NOW);
    const justBefore = new Date(NOW.getTime() + UNUSED_IMAGE_GRACE_MS - 1);
    expect((await collectUnusedImages({ now: justBefore, db })).deleted).toEqual([]);
    const after = new Date(NOW.getTime() + UNUSED_IMAGE_GRACE_MS + 1);
    expect((await collectUnusedImages({ now: after, db })).deleted).toEqual([upload.hash]);
  });
});

describe('namedImages', () => {
  it('finds banner hashes and image paths in any text, absolute or relative', () => {
    const hash = 'ab'.repeat(32);
    expect(namedImages(hash)).toEqual([hash]);
    expect(
      namedImages(`<img src="https://lumen.agency/api/images/${hash.toUpperCase()}.webp">`),
    ).toEqual([hash]);
    expect(namedImages('{"banner":{"path":"images/' + hash + '.webp"}}')).toEqual([hash]);
    expect(namedImages('<p>no picture</p>')).toEqual([]);
  });
});
