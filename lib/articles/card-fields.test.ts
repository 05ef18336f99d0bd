/** @jest-environment node */
import type { Store } from '@/lib/db/database';
import { createTestStore, testDialects } from '@/test/store';
import { articleSubmission } from './form';
import { getArticleById, getArticleBySlug } from './reads';
import { getRevision, listRevisions } from './revisions';
import { validateSubmission } from './submission';
import { createTranslation } from './translation-writes';
import { createArticle, writeArticleUpdate, type ArticleInput } from './writes';

const input = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'How we ship',
  author_name: 'Maria Sokolova',
  hashtags: '#web',
  content: '<p>Every Friday, with tests.</p>',
  banner_meta_title: '',
  banner_meta_alt: '',
  ...overrides,
});

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    title: 'How we ship',
    author_name: 'Maria',
    hashtags: '#web',
    content: '<p>Text.</p>',
    ...fields,
  }))
    body.set(name, value);
  return body;
};

describe('the description and social title in a write', () => {
  it('are read from the multipart body, one line each; absent ones stay absent (kept)', async () => {
    const sent = await articleSubmission(
      form({ description: '  Two\nlines  ', social_title: ' Shared ' }),
    );
    const valid = await validateSubmission(sent);
    expect(valid).toMatchObject({
      ok: true,
      fields: { description: 'Two lines', social_title: 'Shared' },
    });
    const bare = await validateSubmission(await articleSubmission(form({})));
    if (!bare.ok) throw new Error('refused');
    expect(bare.fields.description).toBeUndefined();
    expect(bare.fields.social_title).toBeUndefined();
  });

  it('refuses one too long under the contract’s error key, with a catalogue code', async () => {
    const valid = await validateSubmission(
      await articleSubmission(
        form({ description: 'д'.repeat(301), social_title: 'w'.repeat(121) }),
      ),
    );
    expect(valid).toEqual({
      ok: false,
      code: 'invalid',
      problems: {
        description: ['validation.descriptionTooLong'],
        social_title: ['validation.socialTitleTooLong'],
      },
    });
  });
});

describe.each(testDialects())('the description and social title in the store (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('are stored, read by id and by slug, kept when a write leaves them out, cleared when empty', async () => {
    const created = await createArticle(
      db,
      input({ description: 'Our own words.', social_title: 'Shared title' }),
    );
    expect(created).toMatchObject({ description: 'Our own words.', social_title: 'Shared title' });
    expect(await getArticleBySlug(db, created.slug)).toMatchObject({
      description: 'Our own words.',
      social_title: 'Shared title',
    });

    await writeArticleUpdate(db, created.id, input({ title: 'How we ship, again' }));
    expect(await getArticleById(db, created.id)).toMatchObject({
      title: 'How we ship, again',
      description: 'Our own words.',
      social_title: 'Shared title',
    });

    await writeArticleUpdate(db, created.id, input({ description: '', social_title: '' }));
    expect(await getArticleById(db, created.id)).toMatchObject({
      description: '',
      social_title: '',
    });
  });

  it('are kept by each revision, so that a restore can bring them back', async () => {
    const created = await createArticle(db, input({ description: 'First words.' }));
    await writeArticleUpdate(db, created.id, input({ description: 'Second words.' }));
    const [latest, first] = await listRevisions(db, created.id);
    expect(await getRevision(db, created.id, latest!.id)).toMatchObject({
      description: 'Second words.',
    });
    expect(await getRevision(db, created.id, first!.id)).toMatchObject({
      description: 'First words.',
      social_title: '',
    });
  });

  it('are copied into a new translation, as its other texts are', async () => {
    const original = await createArticle(
      db,
      input({ description: 'Our own words.', social_title: 'Shared title' }),
    );
    const made = await createTranslation(db, original.id, 'ru', new Date());
    if (!made.ok) throw new Error('not made');
    expect(made.value).toMatchObject({
      language: 'ru',
      description: 'Our own words.',
      social_title: 'Shared title',
    });
  });
});
