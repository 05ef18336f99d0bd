/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palette-'));
process.env.DATA_DIR = dataDir;

// Loaded after DATA_DIR is set: the store opens there.
/* eslint-disable @typescript-eslint/no-require-imports */
const { paletteSearch } = require('./service') as typeof import('./service');
const { getStore } = require('@/lib/db/database') as typeof import('@/lib/db/database');
const { createArticle } =
  require('@/lib/articles/writes') as typeof import('@/lib/articles/writes');
const { saveContactMessage } =
  require('@/lib/contact/store') as typeof import('@/lib/contact/store');
const { createStaff } =
  require('@/lib/auth/accounts-store') as typeof import('@/lib/auth/accounts-store');
const landing = require('@/lib/landing/store') as typeof import('@/lib/landing/store');
/* eslint-enable @typescript-eslint/no-require-imports */

const editor = { id: 1, email: 'editor@lumen.test', role: 'editor' as const };
const admin = { id: 2, email: 'admin@lumen.test', role: 'admin' as const };

beforeAll(async () => {
  const db = await getStore();
  await createArticle(db, {
    title: 'Как мы делаем сайты',
    author_name: 'Ольга',
    hashtags: '#web',
    content: '<p>Про хороший дизайн и маркетинг.</p>',
    banner_meta_title: 'Banner',
    banner_meta_alt: 'Banner',
    publication: { status: 'draft', date: new Date().toISOString() },
  });
  await saveContactMessage(db, {
    name: 'Борис Дизайнов',
    email: 'boris@example.com',
    message: 'Нужен дизайн для лендинга',
    locale: 'ru',
  });
  await db.transaction().execute(async (trx) => {
    await landing.insertProject(trx, {
      title_en: 'Design system for a bank',
      title_ru: 'Дизайн-система для банка',
      description_en: 'A bank',
      description_ru: 'Банк',
      image: '/images/x.webp',
      url: null,
    } as Parameters<typeof landing.insertProject>[1]);
  });
  await createStaff(db, 'design.lead@lumen.test', 'hash', { role: 'editor' });
});

afterAll(async () => {
  await (await getStore()).destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const kinds = (items: { kind: string }[]) => items.map((item) => item.kind).sort();

describe('the command palette', () => {
  it('finds a draft by a form of a word in its text, a message, a project: what an editor may open', async () => {
    // «дизайна»: the article's «дизайн» by its stem; messages and cards by what they hold.
    expect(kinds(await paletteSearch('дизайна', editor))).toEqual(['article']);
    const found = await paletteSearch('дизайн', editor);
    expect(kinds(found)).toEqual(['article', 'message', 'project']);
    const project = await paletteSearch('дизайн-система', editor);
    expect(project.map((item) => [item.kind, item.href])).toEqual([
      ['project', expect.stringMatching(/^\/crm\/projects\/\d+$/)],
    ]);
    const article = found.find((item) => item.kind === 'article')!;
    expect(article).toMatchObject({
      title: 'Как мы делаем сайты',
      status: 'draft',
      language: 'ru',
      href: expect.stringMatching(/^\/crm\/article\/edit\/\d+$/),
    });
    expect(found.find((item) => item.kind === 'message')!.href).toMatch(
      /^\/crm\/inbox\?message=\d+$/,
    );
    // Staff accounts are an admin's section only.
    expect(await paletteSearch('design.lead', editor)).toEqual([]);
    expect(kinds(await paletteSearch('design.lead', admin))).toEqual(['staff']);
  });

  it('finds nothing for nothing, or for a query too long to be one', async () => {
    expect(await paletteSearch('   ', admin)).toEqual([]);
    expect(await paletteSearch('д'.repeat(201), admin)).toEqual([]);
    expect(await paletteSearch('"*" NEAR -', admin)).toEqual([]);
  });
});
