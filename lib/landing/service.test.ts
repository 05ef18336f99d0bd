/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-service-'));
process.env.DATA_DIR = dataDir;

// Loaded after DATA_DIR is set: the store opens there.
/* eslint-disable @typescript-eslint/no-require-imports */
const service = require('./service') as typeof import('./service');
const { PROJECTS, REVIEWS } = require('./kinds') as typeof import('./kinds');
const { getStore } = require('@/lib/db/database') as typeof import('@/lib/db/database');
const { listAuditEntries } = require('@/lib/audit/store') as typeof import('@/lib/audit/store');
const { revalidateTag } = require('next/cache') as { revalidateTag: jest.Mock };
/* eslint-enable @typescript-eslint/no-require-imports */

const staff = { id: 1, email: 'chief@lumen.test', role: 'editor' as const };
const fields = {
  title_en: 'Brewline',
  title_ru: 'Брюлайн',
  description_en: 'Coffee shop',
  description_ru: 'Кофейня',
  url: 'https://brewline.example',
};
const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#6a47ff' } })
      .png()
      .toBuffer(),
  );

async function lastAudit() {
  const [entry] = await listAuditEntries(await getStore(), { limit: 1 });
  return entry;
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => revalidateTag.mockClear());

const refreshed = () => revalidateTag.mock.calls.map(([tag]) => tag);

describe('the landing card use-cases', () => {
  it('creates a card with its picture re-encoded, audits it and refreshes the page', async () => {
    const result = await service.createCard(PROJECTS, { fields, image: await png() }, staff);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    expect(result.value).toMatchObject({
      title_ru: 'Брюлайн',
      url: 'https://brewline.example',
      linkState: 'placeholder',
      hidden: false,
    });
    expect(result.value.image).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    expect(refreshed()).toEqual(['landing']);
    expect(await lastAudit()).toMatchObject({
      action: 'project.created',
      subject_type: 'project',
      subject_id: String(result.value.id),
      subject_label: 'Брюлайн',
      actor_email: 'chief@lumen.test',
    });
  });

  it('refuses with codes and writes nothing: texts, address, missing or broken picture', async () => {
    const before = (await service.listCards(PROJECTS)).length;
    const missing = await service.createCard(
      PROJECTS,
      { fields: { ...fields, title_en: ' ', url: 'javascript:alert(1)' } },
      staff,
    );
    expect(missing).toEqual({
      ok: false,
      code: 'invalid',
      problems: {
        title_en: ['landing.validation.titleEmpty'],
        url: ['landing.validation.urlInvalid'],
        image: ['landing.validation.imageMissing'],
      },
    });
    const broken = await service.createCard(
      PROJECTS,
      { fields, image: new TextEncoder().encode('not a picture') },
      staff,
    );
    expect(broken).toEqual({
      ok: false,
      code: 'invalid',
      problems: { image: ['images.broken'] },
    });
    expect(await service.listCards(PROJECTS)).toHaveLength(before);
    expect(refreshed()).toEqual([]);
  });

  it('updates the texts and keeps the picture unless a new one comes', async () => {
    const created = await service.createCard(PROJECTS, { fields, image: await png() }, staff);
    if (!created.ok) throw new Error('not created');
    const updated = await service.updateCard(
      PROJECTS,
      created.value.id,
      { fields: { ...fields, title_en: 'Brewline 2', url: 'https://brewline.ru' } },
      staff,
    );
    if (!updated.ok) throw new Error(`refused: ${JSON.stringify(updated)}`);
    expect(updated.value).toMatchObject({
      title_en: 'Brewline 2',
      image: created.value.image,
      linkState: 'real',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'project.updated',
      details: JSON.stringify({ changed: 'title_en, url' }),
    });
    // A portfolio card cannot lose its picture.
    const bare = await service.updateCard(
      PROJECTS,
      created.value.id,
      { fields, removeImage: true },
      staff,
    );
    expect(bare).toMatchObject({
      ok: false,
      problems: { image: ['landing.validation.imageMissing'] },
    });
    expect(await service.updateCard(PROJECTS, 99999, { fields }, staff)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'landing.api.notFound',
    });
    expect(await service.updateCard(PROJECTS, undefined, { fields }, staff)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'landing.api.notFound',
    });
  });

  it('hides, shows, deletes, each audited', async () => {
    const created = await service.createCard(PROJECTS, { fields, image: await png() }, staff);
    if (!created.ok) throw new Error('not created');
    const { id } = created.value;
    expect(await service.setCardHidden(PROJECTS, id, true, staff)).toMatchObject({
      ok: true,
      value: { hidden: true },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'project.updated',
      details: JSON.stringify({ hidden: true }),
    });
    expect(await service.deleteCard(PROJECTS, id, staff)).toEqual({ ok: true, value: undefined });
    expect(await lastAudit()).toMatchObject({ action: 'project.deleted', subject_id: String(id) });
    expect(await service.deleteCard(PROJECTS, id, staff)).toEqual({
      ok: false,
      code: 'notFound',
      message: 'landing.api.notFound',
    });
    expect(await service.getCard(PROJECTS, id)).toBeUndefined();
  });

  it('reorders the whole list, or refuses an order that misses a card', async () => {
    const ids = (await service.listCards(PROJECTS)).map((card) => card.id);
    const reversed = [...ids].reverse();
    const result = await service.reorderCards(PROJECTS, reversed, staff);
    if (!result.ok) throw new Error('refused');
    expect(result.value.map((card) => card.id)).toEqual(reversed);
    expect(await lastAudit()).toMatchObject({
      action: 'project.reordered',
      details: JSON.stringify({ order: reversed.join(',') }),
    });
    revalidateTag.mockClear();
    expect(await service.reorderCards(PROJECTS, reversed.slice(1), staff)).toEqual({
      ok: false,
      code: 'orderChanged',
    });
    expect(refreshed()).toEqual([]);
    expect((await service.listCards(PROJECTS)).map((card) => card.id)).toEqual(reversed);
  });

  it('a review may drop its photo for a coloured circle', async () => {
    const review = {
      name_en: 'Ann Lee',
      name_ru: 'Энн Ли',
      occupation_en: 'CEO, Paylio',
      occupation_ru: 'Директор, Paylio',
      text_en: 'Great work.',
      text_ru: 'Отличная работа.',
      color: '#0B7358',
    };
    const created = await service.createCard(
      REVIEWS,
      { fields: review, image: await png() },
      staff,
    );
    if (!created.ok) throw new Error(`refused: ${JSON.stringify(created)}`);
    expect(created.value.image).toMatch(/^\/api\/images\//);
    const plain = await service.updateCard(
      REVIEWS,
      created.value.id,
      { fields: review, removeImage: true },
      staff,
    );
    expect(plain).toMatchObject({ ok: true, value: { image: null, color: '#0b7358' } });
    expect(
      await service.createCard(REVIEWS, { fields: { ...review, color: 'green' } }, staff),
    ).toMatchObject({ ok: false, problems: { color: ['landing.validation.colorInvalid'] } });
  });
});
