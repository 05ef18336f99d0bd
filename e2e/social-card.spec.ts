import type { APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import sharp from 'sharp';
import { STAFF_STATE } from '../playwright.config';
import { expect, test } from './fixtures';

test.use({ storageState: STAFF_STATE });

/** One English and one Russian sample article, each at its own language's address. */
const SAMPLES = [
  {
    path: '/newsroom/how-we-cut-lcp-by-58percent-for-a-freight-marketplace-moving-to-the-nextjs-app',
    title: 'How We Cut LCP by 58% for a Freight Marketplace Moving to the Next.js App Router',
  },
  {
    path: '/ru/newsroom/novyj-sajt-lumen-kak-my-peresobrali-sobstvennuyu-vitrinu-na-nextjs',
    title: 'Новый сайт Lumen: как мы пересобрали собственную витрину на Next.js',
  },
] as const;

type Meta = Record<string, string[]>;

/** The page's Open Graph and X tags, each name with its values in order, as a crawler reads them. */
async function socialMeta(request: APIRequestContext, path: string): Promise<Meta> {
  const answer = await request.get(path, { headers: { cookie: '' } });
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const meta: Meta = {};
  for (const [, , name, content] of html.matchAll(
    /<meta (property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g,
  )) {
    (meta[name!] ??= []).push(content!.replace(/&amp;/g, '&'));
  }
  return meta;
}

/** A PNG's width and height from its IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * The words of a text of four letters or more, lower case (OCR runs short words together and
 * misreads Cyrillic «на» as Latin «Ha»).
 */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];
}

/** The text on a card, read by Tesseract in English and Russian (dark on light reads best). */
async function ocr(png: Buffer, name: string): Promise<string> {
  const file = test.info().outputPath(`${name}.png`);
  fs.writeFileSync(file, await sharp(png).removeAlpha().grayscale().negate().toBuffer());
  return execFileSync('tesseract', [file, '-', '-l', 'eng+rus'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** How many of the title's words the card's text has, of how many (OCR may miss a few). */
function wordsFound(title: string, text: string): { found: number; of: number; missing: string[] } {
  const read = new Set(words(text));
  const wanted = words(title);
  const missing = wanted.filter((word) => !read.has(word));
  return { found: wanted.length - missing.length, of: wanted.length, missing };
}

function expectTitleOnCard(title: string, text: string) {
  const { found, of, missing } = wordsFound(title, text);
  expect(found / of, `read: ${text}\nmissing: ${missing.join(' ')}`).toBeGreaterThanOrEqual(0.75);
}

/** Fetches a card as a crawler does, anonymously. */
async function fetchCard(request: APIRequestContext, url: string) {
  const started = performance.now();
  const answer = await request.get(url, { headers: { cookie: '' } });
  const body = await answer.body();
  return { answer, body, ms: performance.now() - started };
}

test.beforeAll(() => {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error("Tesseract is missing: install Debian's tesseract-ocr and tesseract-ocr-rus");
  }
});

test.describe('social card', () => {
  for (const sample of SAMPLES) {
    test(`${sample.path.startsWith('/ru/') ? 'a Russian' : 'an English'} article's card is a PNG of 1200 × 630 with its title, named by the page's tags, and cached`, async ({
      request,
    }) => {
      const meta = await socialMeta(request, sample.path);
      const card = meta['og:image']![0]!;
      const cardUrl = new URL(card);
      // The card, at the article's own address, absolute on the site's address; the banner after.
      expect(cardUrl.pathname).toBe(`${sample.path}/card.png`);
      expect(cardUrl.origin).toBe(new URL(test.info().project.use.baseURL!).origin);
      expect(cardUrl.searchParams.get('v')).toMatch(/^[0-9a-z]+$/);
      expect(meta['og:image']).toHaveLength(2);
      expect(meta['og:image']![1]).toMatch(/\/api\/images\/[0-9a-f]{64}\.webp$/);
      expect(meta['og:image:width']![0]).toBe('1200');
      expect(meta['og:image:height']![0]).toBe('630');
      expect(meta['og:image:type']![0]).toBe('image/png');
      expect(meta['og:image:alt']![0]).toContain(sample.title);
      expect(meta['twitter:card']).toEqual(['summary_large_image']);
      expect(meta['twitter:image']).toEqual([card]);

      const first = await fetchCard(request, card);
      expect(first.answer.status()).toBe(200);
      expect(first.answer.headers()['content-type']).toBe('image/png');
      expect(first.answer.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
      expect(pngSize(first.body)).toEqual({ width: 1200, height: 630 });
      expectTitleOnCard(sample.title, await ocr(first.body, 'card'));

      // Drawn once: the next request is the cached image, whatever the version asked for.
      const again = await fetchCard(request, card);
      expect(again.answer.headers()['x-nextjs-cache']).toBe('HIT');
      expect(again.body.equals(first.body)).toBe(true);
      const unversioned = await fetchCard(request, cardUrl.pathname);
      expect(unversioned.answer.headers()['x-nextjs-cache']).toBe('HIT');
      expect(unversioned.body.equals(first.body)).toBe(true);
      test.info().annotations.push({
        type: 'timing',
        description: `first ${first.ms.toFixed(0)} ms, cached ${again.ms.toFixed(0)} ms`,
      });
    });
  }

  test('a new title through the staff API is on the card at once, under a new address', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const title = `Витрина агентства за шесть недель ${stamp}`;
    const created = await request.post('/api/article', {
      multipart: {
        title,
        author_name: 'Ольга Редактор',
        hashtags: '#карточка',
        content: '<p>Статья, у которой меняется заголовок, а с ним и её карточка.</p>',
        language: 'ru',
        date: '2019-03-01T10:00:00.000Z',
      },
    });
    expect(created.status()).toBe(201);
    const article = (await created.json()).data as { id: number; slug: string };
    try {
      const path = `/ru/newsroom/${article.slug}`;
      const before = (await socialMeta(request, path))['og:image']![0]!;
      const drawn = await fetchCard(request, before);
      expect(drawn.answer.status()).toBe(200);
      expectTitleOnCard(title, await ocr(drawn.body, 'before'));
      expect((await fetchCard(request, before)).answer.headers()['x-nextjs-cache']).toBe('HIT');

      const renamed = `Бренд платформа и голос компании ${stamp}`;
      const update = await request.post(`/api/article/${article.id}`, {
        multipart: {
          _method: 'PUT',
          title: renamed,
          author_name: 'Ольга Редактор',
          hashtags: '#карточка',
          content: '<p>Статья, у которой меняется заголовок, а с ним и её карточка.</p>',
        },
      });
      expect(update.status()).toBe(200);
      expect(((await update.json()).data as { slug: string }).slug).toBe(article.slug);

      const after = (await socialMeta(request, path))['og:image']![0]!;
      expect(new URL(after).pathname).toBe(new URL(before).pathname);
      expect(after).not.toBe(before);
      // Either address now draws the new title: the cached card went with the article's tag.
      const redrawn = await fetchCard(request, before);
      expect(redrawn.answer.status()).toBe(200);
      expect(redrawn.answer.headers()['x-nextjs-cache']).not.toBe('HIT');
      const text = await ocr(redrawn.body, 'after');
      expectTitleOnCard(renamed, text);
      expect(wordsFound('Витрина агентства шесть недель', text).found).toBeLessThanOrEqual(1);
    } finally {
      await request.delete(`/api/article/${article.id}`, {
        headers: { Accept: 'application/json' },
      });
    }
  });

  test("only a published article has a card, at its own language's address: anything else is a 404 that is not kept", async ({
    request,
  }) => {
    const fields = {
      title: `A draft nobody may see yet ${Date.now()}`,
      author_name: 'Grace Hopper',
      hashtags: '#draft',
      content: '<p>Not ready for readers.</p>',
    };
    const draft = await request.post('/api/article', {
      multipart: { ...fields, language: 'en', status: 'draft' },
    });
    expect(draft.status()).toBe(201);
    const { id, slug } = (await draft.json()).data as { id: number; slug: string };
    try {
      const english = SAMPLES[0].path.split('/').pop()!;
      for (const url of [
        `/newsroom/no-such-article-${Date.now()}/card.png`,
        `/ru/newsroom/no-such-article-${Date.now()}/card.png`,
        `/newsroom/${slug}/card.png`,
        `/ru/newsroom/${english}/card.png`,
      ]) {
        for (let i = 0; i < 2; i++) {
          const { answer } = await fetchCard(request, url);
          expect(answer.status(), url).toBe(404);
          expect(answer.headers()['content-type'], url).not.toBe('image/png');
          expect(answer.headers()['x-nextjs-cache'], url).not.toBe('HIT');
        }
      }
      expect((await fetchCard(request, `/newsroom/${english}/card.png`)).answer.status()).toBe(200);

      const published = await request.post(`/api/article/${id}`, {
        multipart: { _method: 'PUT', ...fields, status: 'published' },
      });
      expect(published.status()).toBe(200);
      const card = await fetchCard(request, `/newsroom/${slug}/card.png`);
      expect(card.answer.status()).toBe(200);
      expect(pngSize(card.body)).toEqual({ width: 1200, height: 630 });
    } finally {
      await request.delete(`/api/article/${id}`, { headers: { Accept: 'application/json' } });
    }
  });
});
