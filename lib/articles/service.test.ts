/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'article-service-'));
process.env.DATA_DIR = dataDir;

// Loaded after DATA_DIR is set: the store opens there.
/* eslint-disable @typescript-eslint/no-require-imports */
const service = {
  ...(require('./service') as typeof import('./service')),
  ...(require('./history') as typeof import('./history')),
  ...(require('./publish-due') as typeof import('./publish-due')),
  ...(require('./upload') as typeof import('./upload')),
};
const { getStore } = require('@/lib/db/database') as typeof import('@/lib/db/database');
const { revalidateTag } = require('next/cache') as { revalidateTag: jest.Mock };
/* eslint-enable @typescript-eslint/no-require-imports */

const staff = { id: 1, email: 'chief@lumen.test', role: 'admin' as const };
const fields = {
  title: 'Новый сайт',
  author_name: 'Анна',
  hashtags: '#web',
  content: '<p>Текст&nbsp;статьи.</p><script>alert(1)</script>',
  banner_meta_title: '',
  banner_meta_alt: '',
};

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => revalidateTag.mockClear());

describe('the article use-cases', () => {
  it('create: validate, store sanitised with plain spaces, refresh the public pages', async () => {
    const banner = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const result = await service.createArticle({ fields, banner }, staff);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    expect(result.value).toMatchObject({ slug: 'novyj-sajt', content: '<p>Текст статьи.</p>' });
    expect(result.value.banner.path).toMatch(/^images\/[0-9a-f]{64}\.webp$/);
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(
      expect.arrayContaining(['articles:ru', 'sitemap', 'article:novyj-sajt']),
    );
    // A Russian article's change leaves the English lists as they are.
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).not.toContain('articles');
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).not.toContain('articles:en');
  });

  it('refuses with error codes, refreshing nothing', async () => {
    const result = await service.createArticle(
      { fields: { ...fields, title: ' ', content: '' }, banner: new Uint8Array() },
      staff,
    );
    expect(result).toEqual({
      ok: false,
      code: 'invalid',
      problems: {
        title: ['validation.titleEmpty'],
        content: ['validation.contentEmpty'],
        'banner.image': ['images.empty'],
      },
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('update and delete: not found for unknown or non-canonical ids; old slug refreshed', async () => {
    expect(await service.updateArticle(undefined, { fields }, staff)).toEqual({
      ok: false,
      code: 'notFound',
    });
    const created = await service.createArticle({ fields: { ...fields, title: 'Другое' } }, staff);
    if (!created.ok) throw new Error('create failed');
    revalidateTag.mockClear();
    const updated = await service.updateArticle(
      created.value.id,
      { fields: { ...fields, title: 'Изменено' } },
      staff,
    );
    expect(updated).toMatchObject({ ok: true, value: { slug: 'drugoe', title: 'Изменено' } });
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toContain('article:drugoe');
    expect(await service.deleteArticle(created.value.id, staff)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await service.deleteArticle(created.value.id, staff)).toEqual({
      ok: false,
      code: 'notFound',
    });
  });

  it('upload: a missing or oversized image is refused, a real one stored', async () => {
    expect(await service.uploadImage(undefined, staff)).toEqual({
      ok: false,
      code: 'invalid',
      message: 'images.missing',
      problems: { image: ['images.missing'] },
    });
    expect(await service.uploadImage(new Uint8Array(11 * 1024 * 1024), staff)).toMatchObject({
      code: 'tooLarge',
    });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await service.uploadImage(new Uint8Array(png), staff)).toMatchObject({
      ok: true,
      value: { path: expect.stringMatching(/^images\/\w+\.webp$/), width: 8, height: 8 },
    });
  });

  it('history: every save is listed with its author, and a restore is checked like an edit', async () => {
    const created = await service.createArticle(
      { fields: { ...fields, title: 'Версия 1' } },
      staff,
    );
    if (!created.ok) throw new Error('not created');
    const id = created.value.id;
    const editor = { id: 2, email: 'editor@lumen.test', role: 'editor' as const };
    const edited = await service.updateArticle(
      id,
      { fields: { ...fields, title: 'Версия 2' } },
      editor,
    );
    if (!edited.ok) throw new Error('not edited');
    const list = await service.articleRevisions(id, staff);
    expect(list?.map((r) => [r.title, r.staff_email])).toEqual([
      ['Версия 2', editor.email],
      ['Версия 1', staff.email],
    ]);
    const first = list![1]!;
    expect(await service.articleRevision(id, first.id, staff)).toMatchObject({
      title: 'Версия 1',
      content: '<p>Текст статьи.</p>',
    });
    expect(await service.articleRevision(id, 999_999, staff)).toBeUndefined();
    expect(await service.articleRevisions(999_999, staff)).toBeUndefined();

    // Restoring over a version someone has since replaced is refused with the current article.
    expect(
      await service.restoreRevision(id, first.id, staff, {
        expectedVersion: created.value.updated_at,
      }),
    ).toMatchObject({ ok: false, code: 'conflict', current: { title: 'Версия 2' } });
    revalidateTag.mockClear();
    const restored = await service.restoreRevision(id, first.id, staff, {
      expectedVersion: edited.value.updated_at,
    });
    expect(restored).toMatchObject({ ok: true, value: { title: 'Версия 1', status: 'published' } });
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toContain(`article:${created.value.slug}`);
    expect((await service.articleRevisions(id, staff))?.[0]).toMatchObject({
      event: 'restored',
      restored_from: first.id,
    });
    expect(await service.restoreRevision(id, undefined, staff)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'api.revisionNotFound',
    });
  });

  it('audit: each change is recorded with who made it, once, in the words of what it did', async () => {
    const editor = { id: 2, email: 'editor@lumen.test', role: 'editor' as const };
    const created = await service.createArticle(
      { fields: { ...fields, title: 'Под запись' }, publication: { status: 'draft' } },
      staff,
    );
    if (!created.ok) throw new Error('not created');
    const id = created.value.id;
    const save = (title: string, publication: { status: string; date?: string }) =>
      service.updateArticle(id, { fields: { ...fields, title }, publication }, editor);
    await save('Под запись 2', { status: 'draft' });
    await save('Под запись 3', { status: 'published' });
    await save('Под запись 4', { status: 'draft' });
    const soon = new Date(Date.now() + 60 * 60_000);
    await save('Под запись 5', { status: 'scheduled', date: soon.toISOString() });
    // Its address followed its title while it was a draft (pod-zapis, pod-zapis-2, …).
    expect(await service.publishDueArticles(new Date(soon.getTime() + 1000))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^pod-zapis(-\d+)?$/)]),
    );
    const original = (await service.articleRevisions(id, staff))?.at(-1);
    const restored = await service.restoreRevision(id, original!.id, staff);
    if (!restored.ok) throw new Error('not restored');
    expect(await service.deleteArticle(id, editor)).toEqual({ ok: true, value: undefined });

    const db = await getStore();
    const entries = await db
      .selectFrom('audit_log')
      .select(['actor_email', 'action', 'subject_label', 'details'])
      .where('subject_type', '=', 'article')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(
      entries.map((e) => `${e.actor_email}|${e.action}|${e.subject_label}|${e.details}`),
    ).toEqual([
      `${staff.email}|article.created|Под запись|{"status":"draft"}`,
      `${editor.email}|article.updated|Под запись 2|`,
      `${editor.email}|article.published|Под запись 3|`,
      `${editor.email}|article.unpublished|Под запись 4|`,
      `${editor.email}|article.scheduled|Под запись 5|`,
      // The schedule publishes it: nobody's doing.
      `|article.published|Под запись 5|`,
      `${staff.email}|article.restored|Под запись|{"revision":${original!.id}}`,
      // Its address is the one its title gave it when it went out (the third title).
      `${editor.email}|article.deleted|Под запись|{"slug":"pod-zapis-3","status":"published"}`,
    ]);
  });

  it('autosave: a draft stays a draft, saved over its version; nothing else saves itself', async () => {
    const draft = { status: 'draft' };
    const created = await service.createArticle(
      { fields: { ...fields, title: 'Сам сохраняется' }, publication: draft, autosave: true },
      staff,
    );
    if (!created.ok) throw new Error('not created');
    const id = created.value.id;
    expect(created.value.status).toBe('draft');
    // A draft is on no public page: saving it by itself expires none.
    expect(revalidateTag).not.toHaveBeenCalled();

    const saved = await service.updateArticle(
      id,
      { fields: { ...fields, title: 'Сам сохранился' }, publication: draft, autosave: true },
      staff,
      { expectedVersion: created.value.updated_at },
    );
    expect(saved).toMatchObject({ ok: true, value: { title: 'Сам сохранился', status: 'draft' } });
    expect(revalidateTag).not.toHaveBeenCalled();
    if (!saved.ok) throw new Error('not saved');
    expect((await service.articleRevisions(id, staff))?.map((r) => r.event)).toEqual([
      'autosaved',
      'created',
    ]);

    // It never publishes, schedules or unpublishes anything.
    const refused = {
      ok: false,
      code: 'invalid',
      problems: { status: ['validation.autosaveDraftOnly'] },
    };
    expect(
      await service.updateArticle(
        id,
        { fields, publication: { status: 'published' }, autosave: true },
        staff,
        { expectedVersion: saved.value.updated_at },
      ),
    ).toEqual(refused);
    expect(
      await service.createArticle(
        { fields, publication: { status: 'published' }, autosave: true },
        staff,
      ),
    ).toEqual(refused);
    const live = await service.createArticle({ fields: { ...fields, title: 'На сайте' } }, staff);
    if (!live.ok) throw new Error('not created');
    expect(
      await service.updateArticle(
        live.value.id,
        { fields, publication: draft, autosave: true },
        staff,
        {
          expectedVersion: live.value.updated_at,
        },
      ),
    ).toEqual(refused);
    // Published by someone since the draft was opened: that is a conflict to show.
    const published = await service.updateArticle(
      id,
      { fields, publication: { status: 'published' } },
      staff,
    );
    if (!published.ok) throw new Error('not published');
    expect(
      await service.updateArticle(id, { fields, publication: draft, autosave: true }, staff, {
        expectedVersion: saved.value.updated_at,
      }),
    ).toMatchObject({ ok: false, code: 'conflict', current: { status: 'published' } });
    expect((await service.staffArticle(id, staff))?.status).toBe('published');
  });

  it('preview: kept for a day for staff, with the form’s values as they are, never an outside path', async () => {
    const { createPreview, getPreview, validBannerPath } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('./preview') as typeof import('./preview');
    const now = new Date('2026-11-20T10:00:00Z');
    const made = await createPreview(
      {
        fields: { ...fields, title: '', content: '<p>Черновик</p><img src=x onerror=alert(1)>' },
        publication: { status: 'scheduled', date: '2026-12-01T09:00:00Z' },
      },
      { articleId: 5, bannerPath: 'images/abc.webp' },
      staff,
      now,
    );
    if (!made.ok) throw new Error('no preview');
    const preview = await getPreview(made.id, staff, new Date(now.getTime() + 60_000));
    expect(preview).toMatchObject({
      article_id: 5,
      title: '',
      status: 'scheduled',
      date: '2026-12-01T09:00:00.000Z',
      banner: { path: 'images/abc.webp', local: false },
    });
    expect(preview?.content).not.toMatch(/onerror/);
    // A day later it is gone; an id that is not one is not looked up.
    expect(await getPreview(made.id, staff, new Date(now.getTime() + 86_400_001))).toBeUndefined();
    expect(await getPreview('../../etc/passwd', staff)).toBeUndefined();
    expect(validBannerPath('https://evil.example/x.png')).toBe('');
    expect(validBannerPath('images/../../secret')).toBe('');
    expect(validBannerPath('images/a1.webp')).toBe('images/a1.webp');

    // A banner chosen in the form is stored by this site; an unreadable one is refused.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const withBanner = await createPreview({ fields, banner: new Uint8Array(png) }, {}, staff, now);
    if (!withBanner.ok) throw new Error('no preview');
    expect((await getPreview(withBanner.id, staff, now))?.banner).toMatchObject({
      path: expect.stringMatching(/^images\/\w+\.webp$/),
      local: true,
    });
    expect(
      await createPreview({ fields, banner: new Uint8Array([1, 2, 3]) }, {}, staff, now),
    ).toMatchObject({ ok: false, code: 'invalid', message: expect.stringMatching(/^images\./) });
  });
});

describe('publishing despite the checklist', () => {
  const { articleSubmission } = jest.requireActual('./form') as typeof import('./form');
  const { listAuditEntries } = jest.requireActual(
    '@/lib/audit/store',
  ) as typeof import('@/lib/audit/store');
  const lastEntry = async () => (await listAuditEntries(await getStore(), { limit: 1 }))[0];

  function form(status: string, overridden?: string) {
    const body = new FormData();
    body.set('title', 'Checklist article');
    body.set('author_name', 'Anna');
    body.set('hashtags', '#web');
    body.set('content', '<h3>Deep</h3><p>Text.</p>');
    body.set('status', status);
    if (overridden !== undefined) body.set('checklist_overridden', overridden);
    return body;
  }

  it('records the findings staff published over, known codes only, and none on a draft', async () => {
    const banner = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const draft = await service.createArticle(
      { ...(await articleSubmission(form('draft', 'titleTooLong'))), banner },
      staff,
    );
    if (!draft.ok) throw new Error(JSON.stringify(draft));
    expect((await lastEntry())?.details).toBe(JSON.stringify({ status: 'draft' }));

    const published = await service.updateArticle(
      draft.value.id,
      await articleSubmission(form('published', 'headingSkipsLevel,evil,noDescription')),
      staff,
    );
    expect(published.ok).toBe(true);
    const entry = await lastEntry();
    expect(entry?.action).toBe('article.published');
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({
      checklistOverridden: 'noDescription,headingSkipsLevel',
    });

    // A save without findings to accept records none.
    await service.updateArticle(draft.value.id, await articleSubmission(form('published')), staff);
    expect((await lastEntry())?.details ?? '').toBe('');
  });
});
