import { z } from 'zod';
import { recordAudit } from '@/lib/audit/log';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { getStore } from '@/lib/db/database';
import { failure, type Failure, type Result } from '@/lib/failure';
import { getArticlePage, ProviderError } from './index';
import { normalizeTag } from './hashtags';
import { revalidateArticles } from './revalidate';
import type { ArticleLanguage } from './language';
import { listTagCounts } from './store';
import {
  deleteTagPair,
  findTagPair,
  listTagPairs,
  putTagPair,
  type TagPair,
} from './tag-counterparts-store';

export type { TagPair };

/**
 * The use-cases of hashtags' counterparts in the other language (#branding ↔ #брендинг),
 * HTTP-free: staff map them in the CRM («Хэштеги»), and the language switch on a tag page leads
 * to the counterpart (app/_site/translation.ts). Problems are catalogue keys (`tags.*`).
 */

/** How many tags of each language the CRM offers to choose from. */
const OFFERED_TAGS = 500;

export interface TagCounterparts {
  pairs: TagPair[];
  /** Each language's tags in use, most used first, to pick from. */
  tags: Record<ArticleLanguage, { tag: string; count: number }[]>;
}

export async function listTagCounterparts(): Promise<TagCounterparts> {
  const db = await getStore();
  const [pairs, en, ru] = await Promise.all([
    listTagPairs(db),
    listTagCounts(db, OFFERED_TAGS, 'published', 'en'),
    listTagCounts(db, OFFERED_TAGS, 'published', 'ru'),
  ]);
  return { pairs, tags: { en, ru } };
}

const pairSchema = z.object({ en: z.string().max(200), ru: z.string().max(200) });

export type TagPairResult = Result<
  { pair: TagPair; replaced: TagPair[] },
  (Failure & { code: 'invalid'; problems: Record<string, string[]> }) | Failure
>;

/** The tag pages name their counterparts (hreflang): both languages' lists are refreshed. */
function revalidateTagPages() {
  return revalidateArticles({ slugs: [], languages: ['en', 'ru'] });
}

/** Maps an English tag to a Russian one, replacing what either was mapped to. */
export async function linkTags(
  input: unknown,
  staff: StaffAccount,
  now = new Date(),
): Promise<TagPairResult> {
  const parsed = pairSchema.safeParse(input);
  if (!parsed.success) return failure('badRequest');
  const en = normalizeTag(parsed.data.en);
  const ru = normalizeTag(parsed.data.ru);
  const problems: Record<string, string[]> = {};
  if (!en) problems.en = ['tags.validation.required'];
  if (!ru) problems.ru = ['tags.validation.required'];
  if (en && ru && en === ru) problems.ru = ['tags.validation.same'];
  if (!en || !ru || en === ru) return { ok: false, code: 'invalid', problems };
  const pair = { en, ru };
  const db = await getStore();
  const replaced = await db.transaction().execute(async (trx) => {
    const replaced = await putTagPair(trx, pair, now);
    await recordAudit(
      trx,
      staff,
      { action: 'tag.linked', subject: { id: en, label: `#${en} ↔ #${ru}` } },
      now,
    );
    return replaced;
  });
  await revalidateTagPages();
  return { ok: true, value: { pair, replaced } };
}

/** Removes the counterpart of English tag `en`. */
export async function unlinkTags(
  en: string,
  staff: StaffAccount,
  now = new Date(),
): Promise<Result<TagPair>> {
  const tag = normalizeTag(en);
  if (!tag) return failure('notFound', { message: 'tags.api.notFound' });
  const db = await getStore();
  const removed = await db.transaction().execute(async (trx) => {
    const row = await deleteTagPair(trx, tag);
    if (row) {
      await recordAudit(
        trx,
        staff,
        { action: 'tag.unlinked', subject: { id: row.en, label: `#${row.en} ↔ #${row.ru}` } },
        now,
      );
    }
    return row;
  });
  if (!removed) return failure('notFound', { message: 'tags.api.notFound' });
  await revalidateTagPages();
  return { ok: true, value: removed };
}

/** The counterpart in `to` of tag `tag` of the other language, as staff mapped it. */
export async function tagCounterpart(
  to: ArticleLanguage,
  tag: string,
): Promise<string | undefined> {
  const from = to === 'en' ? 'ru' : 'en';
  const pair = await findTagPair(await getStore(), from, tag);
  return pair?.[to];
}

/** Whether `locale`'s newsroom has articles tagged `tag` (no, while the provider is away). */
async function hasTag(locale: ArticleLanguage, tag: string): Promise<boolean> {
  try {
    return (await getArticlePage(locale, 1, tag)) !== null;
  } catch (error) {
    if (error instanceof ProviderError) return false;
    throw error;
  }
}

/**
 * Tag `tag` (of either language) in `locale`'s newsroom: the same tag when that language uses
 * it too (#nextjs), else its counterpart as staff mapped it when that one is used there
 * (#branding → #брендинг); undefined when `locale` has neither.
 */
export async function tagInLanguage(
  locale: ArticleLanguage,
  tag: string,
): Promise<string | undefined> {
  if (await hasTag(locale, tag)) return tag;
  const counterpart = await tagCounterpart(locale, tag);
  return counterpart && (await hasTag(locale, counterpart)) ? counterpart : undefined;
}
