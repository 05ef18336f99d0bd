/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tag-counterparts-'));
process.env.DATA_DIR = dataDir;

jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  unstable_cache: (load: () => unknown) => load,
}));

import { revalidateTag } from 'next/cache';
import { getStore } from '@/lib/db/database';
import { linkTags, listTagCounterparts, tagCounterpart, unlinkTags } from './tag-counterparts';

const staff = { id: 1, email: 'editor@lumen.test', role: 'editor' as const };

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function audit() {
  const db = await getStore();
  return db
    .selectFrom('audit_log')
    .select(['action', 'subject_label'])
    .where('subject_type', '=', 'tag')
    .orderBy('id')
    .execute();
}

describe('tag counterparts', () => {
  it('maps a tag to its counterpart either way, in canonical form, with an audit entry', async () => {
    const result = await linkTags({ en: '#Branding', ru: ' #Брендинг' }, staff);
    expect(result).toEqual({
      ok: true,
      value: { pair: { en: 'branding', ru: 'брендинг' }, replaced: [] },
    });
    expect(await tagCounterpart('ru', 'branding')).toBe('брендинг');
    expect(await tagCounterpart('en', 'брендинг')).toBe('branding');
    expect(await tagCounterpart('ru', 'design')).toBeUndefined();
    expect((await listTagCounterparts()).pairs).toEqual([{ en: 'branding', ru: 'брендинг' }]);
    expect(await audit()).toEqual([
      { action: 'tag.linked', subject_label: '#branding ↔ #брендинг' },
    ]);
    // The tag pages of both languages name their counterparts: refreshed.
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(
      expect.arrayContaining(['articles:en', 'articles:ru']),
    );
  });

  it('keeps each tag to one counterpart: a new pair replaces what either was in', async () => {
    await linkTags({ en: 'design', ru: 'дизайн' }, staff);
    const result = await linkTags({ en: 'branding', ru: 'дизайн' }, staff);
    expect(result.ok && result.value.replaced).toEqual(
      expect.arrayContaining([
        { en: 'branding', ru: 'брендинг' },
        { en: 'design', ru: 'дизайн' },
      ]),
    );
    expect((await listTagCounterparts()).pairs).toEqual([{ en: 'branding', ru: 'дизайн' }]);
  });

  it('refuses what is no tag, or a tag spelled alike, and names the field', async () => {
    expect(await linkTags({ en: '###', ru: 'брендинг' }, staff)).toEqual({
      ok: false,
      code: 'invalid',
      problems: { en: ['tags.validation.required'] },
    });
    expect(await linkTags({ en: 'nextjs', ru: '#NextJS' }, staff)).toEqual({
      ok: false,
      code: 'invalid',
      problems: { ru: ['tags.validation.same'] },
    });
    expect(await linkTags({ en: 1 }, staff)).toMatchObject({ ok: false, code: 'badRequest' });
  });

  it('unlinks a pair, and says when there is none', async () => {
    jest.mocked(revalidateTag).mockClear();
    expect(await unlinkTags('branding', staff)).toEqual({
      ok: true,
      value: { en: 'branding', ru: 'дизайн' },
    });
    expect(await tagCounterpart('en', 'дизайн')).toBeUndefined();
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(
      expect.arrayContaining(['articles:en', 'articles:ru']),
    );
    expect(await unlinkTags('branding', staff)).toMatchObject({ ok: false, code: 'notFound' });
    expect((await audit()).at(-1)).toEqual({
      action: 'tag.unlinked',
      subject_label: '#branding ↔ #дизайн',
    });
  });
});
