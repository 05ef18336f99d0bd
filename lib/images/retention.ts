import { forgetOptimisedUploads, optimisedUploads } from '@/lib/cache/image-cache.mjs';
import { PREVIEW_TTL_MS } from '@/lib/articles/preview';
import { getStore, type Store } from '@/lib/db/database';
import {
  deleteImages,
  imageReferenceTexts,
  imagesStoredBefore,
  storedImages,
} from '@/lib/images/store';

/**
 * How long an image nothing uses is kept after its last upload. A picture is uploaded before
 * the article that shows it is saved (pasted into the body, chosen as a banner for a preview),
 * and the form keeps unsaved work in the browser: such an article's pictures must outlive a
 * long evening, a weekend, a holiday.
 */
export const UNUSED_IMAGE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

const HASH = /[0-9a-f]{64}/gi;

/** Every image hash a text names: a banner's hash, or a path `images/<hash>.<ext>` in HTML. */
export function namedImages(text: string): string[] {
  return Array.from(text.matchAll(HASH), (match) => match[0].toLowerCase());
}

export interface ImageCollection {
  /** Hashes of the images deleted from the store. */
  deleted: string[];
  /** Optimised versions (/_next/image) of deleted images this process stopped serving. */
  forgotten: number;
}

/**
 * Deletes the images that no article, revision, live preview, project or review names and that
 * were last uploaded more than the grace period ago; they then answer 404. Run by the background
 * sweep (lib/server/sweep.ts). Safe on several instances at once: each deletes what is unused
 * when it looks, and each forgets the optimised versions it keeps of images deleted by any.
 */
export async function collectUnusedImages({
  now = new Date(),
  graceMs = UNUSED_IMAGE_GRACE_MS,
  db,
}: { now?: Date; graceMs?: number; db?: Store } = {}): Promise<ImageCollection> {
  const store = db ?? (await getStore());
  const before = new Date(now.getTime() - graceMs).toISOString();
  const unused = new Set(await imagesStoredBefore(store, before));
  if (unused.size > 0) {
    const previewsAfter = new Date(now.getTime() - PREVIEW_TTL_MS).toISOString();
    for await (const text of imageReferenceTexts(store, { previewsAfter })) {
      for (const hash of namedImages(text)) unused.delete(hash);
      if (unused.size === 0) break;
    }
  }
  const deleted = unused.size > 0 ? await deleteImages(store, [...unused], before) : [];
  const cached = optimisedUploads();
  const kept = await storedImages(store, cached);
  const forgotten = forgetOptimisedUploads([...cached].filter((hash) => !kept.has(hash)));
  return { deleted, forgotten };
}
