/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'article-translations-'));
process.env.DATA_DIR = dataDir;

// Loaded after DATA_DIR is set: the store opens there.
/* eslint-disable @typescript-eslint/no-require-imports */
const service = require('./service') as typeof import('./service');
const translations = require('./translations') as typeof import('./translations');
const { getStore } = require('@/lib/db/database') as typeof import('@/lib/db/database');
const { crmT } = require('@/lib/i18n/crm') as typeof import('@/lib/i18n/crm');
const { revalidateTag } = require('next/cache') as { revalidateTag: jest.Mock };
/* eslint-enable @typescript-eslint/no-require-imports */

const staff = { id: 1, email: 'chief@lumen.test', role: 'admin' as const };
const fields = (title: string, content: string) => ({
  title,
  author_name: 'Анна',
  hashtags: '#web',
  content,
  banner_meta_title: '',
  banner_meta_alt: '',
});

async function create(title: string, content: string, language?: string) {
  const result = await service.createArticle({ fields: fields(title, content), language }, staff);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.value;
}

const tags = () => revalidateTag.mock.calls.map(([tag]) => tag as string);

async function auditActions() {
  const rows = await (
    await getStore()
  )
    .selectFrom('audit_log')
    .select(['action', 'subject_id', 'details'])
    .where('action', 'like', 'article.translation%')
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.action, row.subject_id, row.details]);
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => revalidateTag.mockClear());

describe('the translation use-cases', () => {
  it('create a translation, as a draft that refreshes no public page', async () => {
    const original = await create('Fast sites', '<p>Every page in a second.</p>');
    expect(original.language).toBe('en');
    revalidateTag.mockClear();
    const result = await translations.createTranslation(original.id, 'ru', staff);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.value).toMatchObject({
      status: 'draft',
      language: 'ru',
      translations: [{ id: original.id, language: 'en' }],
    });
    expect(revalidateTag).not.toHaveBeenCalled();
    // The audit log names it a translation of the original, not a new article.
    expect(await auditActions()).toEqual([
      [
        'article.translationCreated',
        String(result.value.id),
        JSON.stringify({ original: original.id, language: 'ru' }),
      ],
    ]);
    expect(await translations.createTranslation(original.id, 'ru', staff)).toEqual({
      ok: false,
      code: 'invalid',
      message: 'translations.errors.languageTaken',
    });
    expect(await translations.createTranslation(original.id, 'de', staff)).toEqual({
      ok: false,
      code: 'invalid',
      message: 'translations.errors.languageInvalid',
    });
    expect(await translations.createTranslation(undefined, 'ru', staff)).toEqual({
      ok: false,
      code: 'notFound',
    });
    expect(await translations.createTranslation(999_999, 'ru', staff)).toEqual({
      ok: false,
      code: 'notFound',
    });
  });

  it('link and unlink, with an audit entry each, refreshing both articles’ pages', async () => {
    const en = await create('Brand refresh', '<p>New colours.</p>');
    const ru = await create('Обновление бренда', '<p>Новые цвета.</p>');
    revalidateTag.mockClear();

    const linked = await translations.linkTranslation(en.id, ru.id, staff);
    expect(linked).toMatchObject({
      ok: true,
      value: { id: en.id, translations: [{ id: ru.id, slug: ru.slug, language: 'ru' }] },
    });
    expect(tags()).toEqual(
      expect.arrayContaining([`article:${en.slug}`, `article:${ru.slug}`, 'sitemap']),
    );
    // No list shows translations: none of them is refreshed.
    expect(tags().filter((tag) => tag.startsWith('articles'))).toEqual([]);

    revalidateTag.mockClear();
    expect(await translations.unlinkTranslation(ru.id, staff)).toMatchObject({
      ok: true,
      value: { id: ru.id, translations: [] },
    });
    expect(tags()).toEqual(expect.arrayContaining([`article:${en.slug}`, `article:${ru.slug}`]));
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        [
          'article.translationLinked',
          String(ru.id),
          JSON.stringify({ original: en.id, language: 'ru' }),
        ],
        ['article.translationUnlinked', String(ru.id), ''],
      ]),
    );
  });

  it('refuse, with a message of the catalogue, and change and refresh nothing', async () => {
    const en = await create('Case study', '<p>What we did.</p>');
    const en2 = await create('Another case', '<p>More.</p>');
    const ru = await create('Кейс', '<p>Что мы сделали.</p>');
    const ru2 = await create('Другой кейс', '<p>Ещё.</p>');
    expect((await translations.linkTranslation(en.id, ru.id, staff)).ok).toBe(true);
    revalidateTag.mockClear();
    const countBefore = (await auditActions()).length;

    const refusals = [
      await translations.linkTranslation(en2.id, en2.id, staff),
      await translations.linkTranslation(en2.id, en.id, staff),
      await translations.linkTranslation(en2.id, ru.id, staff),
      await translations.linkTranslation(en.id, ru2.id, staff),
      await translations.linkTranslation(en2.id, 999_999, staff),
      await translations.linkTranslation(en2.id, undefined, staff),
      await translations.unlinkTranslation(en2.id, staff),
    ];
    expect(refusals.map((r) => !r.ok && r.message)).toEqual([
      'translations.errors.self',
      'translations.errors.sameLanguage',
      'translations.errors.alreadyLinked',
      'translations.errors.languageTaken',
      'translations.errors.otherNotFound',
      'translations.errors.otherIdInvalid',
      'translations.errors.notLinked',
    ]);
    for (const refusal of refusals) {
      if (refusal.ok) continue;
      expect(crmT(refusal.message as never)).not.toMatch(/translations\./);
    }
    expect(await translations.linkTranslation(999_999, ru2.id, staff)).toEqual({
      ok: false,
      code: 'notFound',
    });
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(await auditActions()).toHaveLength(countBefore);
  });

  it('an edit may set the language, but not to one its group has already', async () => {
    const en = await create('Pricing', '<p>What it costs.</p>');
    const ru = await create('Цены', '<p>Сколько стоит.</p>');
    expect((await translations.linkTranslation(en.id, ru.id, staff)).ok).toBe(true);
    expect(
      await service.updateArticle(
        ru.id,
        { fields: fields('Цены', '<p>Сколько стоит.</p>'), language: 'en' },
        staff,
      ),
    ).toEqual({ ok: false, code: 'invalid', problems: { language: ['validation.languageTaken'] } });
    expect(
      await service.updateArticle(
        ru.id,
        { fields: fields('Цены', '<p>x</p>'), language: 'xx' },
        staff,
      ),
    ).toEqual({
      ok: false,
      code: 'invalid',
      problems: { language: ['validation.languageInvalid'] },
    });
    const alone = await create('Цены отдельно', '<p>Текст.</p>', 'en');
    expect(alone.language).toBe('en');
    expect(
      await service.updateArticle(
        alone.id,
        { fields: fields('Цены отдельно', '<p>Текст.</p>'), language: 'ru' },
        staff,
      ),
    ).toMatchObject({ ok: true, value: { language: 'ru' } });
  });

  it('deleting one version refreshes the other’s page, which stays, unlinked', async () => {
    const en = await create('Hiring', '<p>We hire.</p>');
    const ru = await create('Вакансии', '<p>Мы нанимаем.</p>');
    expect((await translations.linkTranslation(en.id, ru.id, staff)).ok).toBe(true);
    revalidateTag.mockClear();
    expect(await service.deleteArticle(en.id, staff)).toEqual({ ok: true, value: undefined });
    expect(tags()).toEqual(expect.arrayContaining([`article:${en.slug}`, `article:${ru.slug}`]));
    expect(await service.staffArticle(ru.id, staff)).toMatchObject({ translations: [] });
  });

  it('mark a translation up to date, with an audit entry, in the staff reads only', async () => {
    const en = await create('Launch notes', '<p>We launched the site.</p>');
    const made = await translations.createTranslation(en.id, 'ru', staff);
    if (!made.ok) throw new Error(JSON.stringify(made));
    const ru = made.value;
    expect(ru.translation_source).toMatchObject({ id: en.id, language: 'en' });
    const updated = await service.updateArticle(
      en.id,
      { fields: fields('Launch notes', '<p>We launched the new site.</p>') },
      staff,
    );
    expect(updated.ok).toBe(true);

    const behind = await service.staffArticle(ru.id, staff);
    const source = behind!.translation_source!;
    expect(source.latest_revision_id).toBeGreaterThan(source.revision_id);
    const listed = (await service.staffArticleList(undefined, staff)).find((a) => a.id === ru.id);
    expect(listed?.translation_source).toEqual(source);
    const { listAllArticles } = await import('./reads');
    const publicItems = await listAllArticles(await getStore());
    expect(publicItems.some((item) => 'translation_source' in item)).toBe(false);

    revalidateTag.mockClear();
    const marked = await translations.markTranslationCurrent(ru.id, staff);
    expect(marked).toMatchObject({
      ok: true,
      value: {
        id: ru.id,
        translation_source: {
          revision_id: source.latest_revision_id,
          latest_revision_id: source.latest_revision_id,
        },
      },
    });
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(await auditActions()).toContainEqual([
      'article.translationCurrent',
      String(ru.id),
      JSON.stringify({ original: en.id, from: source.revision_id, to: source.latest_revision_id }),
    ]);

    const refused = await translations.markTranslationCurrent(en.id, staff);
    expect(refused).toEqual({
      ok: false,
      code: 'invalid',
      message: 'translations.errors.notTranslation',
    });
    expect(crmT('translations.errors.notTranslation')).not.toMatch(/translations\./);
    expect(await translations.markTranslationCurrent(undefined, staff)).toEqual({
      ok: false,
      code: 'notFound',
    });
  });
});
