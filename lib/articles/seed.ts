import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import * as z from 'zod';
import type { ProcessedImage } from '@/lib/images/process';
import type { Store } from '@/lib/db/database';
import { recordArticleChange } from './audit';
import { saveImage } from './images';
import { countArticles } from './reads';
import { createArticle } from './writes';
import { sanitizeArticleHtml } from './sanitize';

const sampleSchema = z.array(
  z.object({
    title: z.string(),
    author_name: z.string(),
    hashtags: z.string(),
    date: z.iso.datetime(),
    banner: z.string(),
    banner_meta_title: z.string(),
    banner_meta_alt: z.string(),
    content: z.string(),
  }),
);

export function seedDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'articles', 'seed');
}

async function readImage(file: string): Promise<ProcessedImage> {
  const bytes = await fs.readFile(file);
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return { bytes, contentType: 'image/webp', width, height };
}

/**
 * Fills an empty store with the sample newsroom (oldest first, so ids follow dates), so a fresh
 * clone shows a living site. Does nothing when any article exists. Returns how many it added.
 */
export async function seedSampleArticles(db: Store, dir = seedDir()): Promise<number> {
  if ((await countArticles(db)) > 0) return 0;
  const file = path.join(dir, 'sample-articles.json');
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  if (text === null) {
    console.warn(`No sample articles at ${file}: the newsroom starts empty.`);
    return 0;
  }
  const samples = sampleSchema.parse(JSON.parse(text));

  const inlineUrls = new Map<string, string>();
  for (const sample of samples) {
    for (const [, name] of sample.content.matchAll(/\{\{image:([\w.-]+)\}\}/g)) {
      if (!name || inlineUrls.has(name)) continue;
      const saved = await saveImage(db, await readImage(path.join(dir, 'images', name)));
      inlineUrls.set(name, `/api/${saved.path}`);
    }
  }

  for (const sample of [...samples].reverse()) {
    const content = sample.content.replace(
      /\{\{image:([\w.-]+)\}\}/g,
      (_, name: string) => inlineUrls.get(name) ?? '',
    );
    await createArticle(
      db,
      {
        title: sample.title,
        author_name: sample.author_name,
        hashtags: sample.hashtags,
        content: sanitizeArticleHtml(content),
        banner_meta_title: sample.banner_meta_title,
        banner_meta_alt: sample.banner_meta_alt,
        date: sample.date,
      },
      await readImage(path.join(dir, 'images', sample.banner)),
      new Date(sample.date),
      { record: recordArticleChange },
    );
  }
  return samples.length;
}
