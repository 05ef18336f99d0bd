import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import * as z from 'zod';
import type { ProcessedImage } from '@/lib/images/process';
import type { Store } from '@/lib/db/database';
import { recordArticleChange } from './audit';
import { saveImage } from './images';
import { countArticles } from './reads';
import { ARTICLE_LANGUAGES, type ArticleLanguage } from './language';
import { linkTranslations } from './translation-writes';
import { articleTextSchema } from './validation';
import { createArticle } from './writes';
import { parseHashtags } from './hashtags';
import { sanitizeArticleHtml } from './sanitize';
import { putTagPair, type TagPair } from './tag-counterparts-store';

const versionSchema = articleTextSchema;

/** A sample article, and its translation into the other language (same date and banner). */
const sampleSchema = z.array(
  versionSchema.extend({
    language: z.enum(ARTICLE_LANGUAGES),
    date: z.iso.datetime(),
    banner: z.string(),
    translation: versionSchema.optional(),
  }),
);

const otherLanguage = (language: ArticleLanguage): ArticleLanguage =>
  language === 'en' ? 'ru' : 'en';

export function seedDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'articles', 'seed');
}

async function readImage(file: string): Promise<ProcessedImage> {
  const bytes = await fs.readFile(file);
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return { bytes, contentType: 'image/webp', width, height };
}

/**
 * Fills an empty store with the sample newsroom (oldest first, so ids follow dates), each
 * article with its translation linked to it, so a fresh clone shows both newsrooms full. Does
 * nothing when any article exists. Returns how many it added.
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

  const withImages = (content: string) =>
    sanitizeArticleHtml(
      content.replace(/\{\{image:([\w.-]+)\}\}/g, (_, name: string) => inlineUrls.get(name) ?? ''),
    );
  let added = 0;
  for (const sample of [...samples].reverse()) {
    const banner = await readImage(path.join(dir, 'images', sample.banner));
    const date = new Date(sample.date);
    const versions = [
      { ...sample, language: sample.language },
      ...(sample.translation
        ? [{ ...sample.translation, language: otherLanguage(sample.language) }]
        : []),
    ];
    const ids: number[] = [];
    for (const version of versions) {
      const article = await createArticle(
        db,
        {
          title: version.title,
          author_name: version.author_name,
          hashtags: version.hashtags,
          content: withImages(version.content),
          banner_meta_title: version.banner_meta_title,
          banner_meta_alt: version.banner_meta_alt,
          date: sample.date,
          language: version.language,
        },
        banner,
        date,
        { record: recordArticleChange },
      );
      ids.push(article.id);
      added++;
    }
    if (ids.length === 2) {
      const linked = await linkTranslations(db, ids[0]!, ids[1]!);
      if (!linked.ok) throw new Error(`sample translation not linked: ${linked.reason}`);
      for (const pair of tagPairs(versions[0]!, versions[1]!)) await putTagPair(db, pair, date);
    }
  }
  return added;
}

/**
 * The hashtags a sample and its translation name in the same order, spelled differently
 * (#branding, #брендинг): each other's counterparts, as staff would map them in the CRM.
 */
function tagPairs(...versions: { hashtags: string; language: ArticleLanguage }[]): TagPair[] {
  const en = versions.find((version) => version.language === 'en');
  const ru = versions.find((version) => version.language === 'ru');
  if (!en || !ru) return [];
  const [enTags, ruTags] = [parseHashtags(en.hashtags), parseHashtags(ru.hashtags)];
  if (enTags.length !== ruTags.length) return [];
  return enTags.flatMap((tag, index) =>
    tag === ruTags[index] ? [] : [{ en: tag, ru: ruTags[index]! }],
  );
}
