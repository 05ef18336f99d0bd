import type { Failure } from '@/lib/failure';
import { randomBytes } from 'node:crypto';
import '@/lib/validation/zod-config';
import * as z from 'zod';
import { ImageRejected, processImage } from '@/lib/images/process';
import { getStore } from '@/lib/db/database';
import { findPreview, insertPreview, prunePreviews } from '@/lib/articles/previews-store';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { ARTICLE_LIMITS } from '@/lib/articles/validation';
import { saveImage } from './images';
import { articleBodies } from './bodies';
import { slugFromInput, slugFromTitle } from './slug';
import { ARTICLE_STATUSES } from './status';
import type { ArticleSubmission } from './submission';

/**
 * Previews: an article as staff have it in the form, saved or not, kept for a day under an
 * unguessable id and shown on the public article layout to signed-in staff only
 * (app/_site/preview.tsx). Nothing here is checked as strictly as a save: an unfinished article
 * may be previewed. HTTP-free, like lib/articles/service.ts.
 */

export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
/** A staff member's newest previews kept; older ones are forgotten as new ones come. */
export const PREVIEWS_KEPT = 20;

const previewSchema = z.object({
  article_id: z.number().int().positive().nullable(),
  title: z.string(),
  author_name: z.string(),
  hashtags: z.string(),
  content: z.string(),
  slug: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  date: z.string(),
  banner: z.object({
    path: z.string(),
    meta_title: z.string(),
    meta_alt: z.string(),
    /** The image was chosen in the form and stored by this site, not by the provider. */
    local: z.boolean(),
  }),
});

export type ArticlePreview = z.infer<typeof previewSchema>;

const cut = (value: string, limit: number) => value.trim().slice(0, limit);

/**
 * Keeps what staff have in the form as a preview; its id, or the problem of a chosen banner
 * (`images.*`: the preview needs a picture it can show).
 */
export async function createPreview(
  submission: ArticleSubmission,
  about: { articleId?: number; bannerPath?: string },
  actor: StaffAccount,
  now = new Date(),
): Promise<{ ok: true; id: string } | (Failure & { code: 'invalid'; message: string })> {
  const db = await getStore();
  const { fields } = submission;
  let banner = { path: validBannerPath(about.bannerPath), local: false };
  if (submission.banner) {
    let image;
    try {
      image = await processImage(Buffer.from(submission.banner));
    } catch (error) {
      if (error instanceof ImageRejected) {
        const problem = `images.${error.problem}`;
        return {
          ok: false,
          code: 'invalid',
          message: problem,
          problems: { 'banner.image': [problem] },
        };
      }
      throw error;
    }
    banner = { path: (await saveImage(db, image, now)).path, local: true };
  }
  const title = cut(fields.title, ARTICLE_LIMITS.title);
  const asked = slugFromInput(submission.slug);
  const status = ARTICLE_STATUSES.find((known) => known === submission.publication?.status);
  const preview: ArticlePreview = {
    article_id: about.articleId ?? null,
    title,
    author_name: cut(fields.author_name, ARTICLE_LIMITS.author_name),
    hashtags: cut(fields.hashtags, ARTICLE_LIMITS.hashtags),
    content: (await articleBodies.store(fields.content)).html,
    slug: asked && 'slug' in asked ? asked.slug : slugFromTitle(title),
    status: status ?? 'draft',
    date: validDate(submission.publication?.date) ?? now.toISOString(),
    banner: {
      ...banner,
      meta_title: cut(fields.banner_meta_title, ARTICLE_LIMITS.banner_meta_title),
      meta_alt: cut(fields.banner_meta_alt, ARTICLE_LIMITS.banner_meta_alt),
    },
  };
  const id = randomBytes(18).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await insertPreview(trx, {
      id,
      staff_id: actor.id,
      article_id: preview.article_id,
      data: JSON.stringify(preview),
      created_at: now.toISOString(),
    });
    await prunePreviews(trx, {
      before: new Date(now.getTime() - PREVIEW_TTL_MS).toISOString(),
      staffId: actor.id,
      keep: PREVIEWS_KEPT,
    });
  });
  return { ok: true, id };
}

/**
 * The saved banner's path under {api}, as the form knows it: a relative path of plain
 * segments only (never another host, never `..`), else none (the default picture).
 */
export function validBannerPath(path: string | undefined): string {
  if (!path || path.length > 300) return '';
  const segments = path.split('/');
  return segments.every((segment) => /^[\w.-]+$/.test(segment) && !/^\.+$/.test(segment))
    ? path
    : '';
}

function validDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A preview younger than a day, for a signed-in staff member; undefined otherwise. */
export async function getPreview(
  id: string,
  _actor: StaffAccount,
  now = new Date(),
): Promise<ArticlePreview | undefined> {
  if (!/^[\w-]{24}$/.test(id)) return undefined;
  const row = await findPreview(
    await getStore(),
    id,
    new Date(now.getTime() - PREVIEW_TTL_MS).toISOString(),
  );
  if (!row) return undefined;
  const parsed = previewSchema.safeParse(JSON.parse(row.data));
  return parsed.success ? parsed.data : undefined;
}
