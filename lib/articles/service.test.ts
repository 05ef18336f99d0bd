/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'article-service-'));
process.env.DATA_DIR = dataDir;

// Loaded after DATA_DIR is set: the store opens there.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const service = require('./service') as typeof import('./service');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { revalidateTag } = require('next/cache') as { revalidateTag: jest.Mock };

const staff = { id: 1, email: 'chief@lumen.test' };
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
      expect.arrayContaining(['articles', 'sitemap', 'article:novyj-sajt']),
    );
  });

  it('refuses with error codes, refreshing nothing', async () => {
    const result = await service.createArticle(
      { fields: { ...fields, title: ' ', content: '' }, banner: new Uint8Array() },
      staff,
    );
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
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
      reason: 'notFound',
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
      reason: 'notFound',
    });
  });

  it('upload: a missing or oversized image is refused, a real one stored', async () => {
    expect(await service.uploadImage(undefined, staff)).toEqual({
      ok: false,
      reason: 'invalid',
      problems: { image: ['images.missing'] },
    });
    expect(await service.uploadImage(new Uint8Array(11 * 1024 * 1024), staff)).toMatchObject({
      reason: 'tooLarge',
    });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await service.uploadImage(new Uint8Array(png), staff)).toMatchObject({
      ok: true,
      value: { path: expect.stringMatching(/^images\/\w+\.webp$/), width: 8, height: 8 },
    });
  });
});
