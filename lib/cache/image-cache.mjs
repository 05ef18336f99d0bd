// Optimised images (next/image) are kept in this process's memory, bounded, and never on disk:
// the application folder may be read-only (hosting platforms), and a file per size and format
// of every picture would otherwise pile up in .next/cache/images. Each instance optimises a
// picture once per size; browsers and CDNs keep them for `minimumCacheTTL`.
import { LRUCache } from 'lru-cache';

const MAX_BYTES = 64 * 1024 * 1024;

const state = /** @type {{ __imageCache?: LRUCache<string, any> }} */ (globalThis);
const images = (state.__imageCache ??= new LRUCache({
  maxSize: MAX_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.value?.buffer?.length ?? 1) + 512,
}));

/** @param {string} key */
export function getImage(key) {
  return images.get(key) ?? null;
}

/**
 * @param {string} key
 * @param {any} value an IMAGE entry of Next's image optimiser
 * @param {any} context
 */
export function setImage(key, value, context) {
  if (!value?.buffer || value.buffer.length > MAX_BYTES / 8) return;
  const revalidate = context?.cacheControl?.revalidate;
  images.set(key, {
    value: { ...value, revalidate: typeof revalidate === 'number' ? revalidate : undefined },
    lastModified: Date.now(),
  });
}
