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

// An optimised upload remembers its source by the ETag the image endpoint sent, `"<sha256>"`
// (app/api/images/[file]/route.ts), which Next keeps base64url-encoded as `upstreamEtag`.
const UPLOAD_ETAG = /^"([0-9a-f]{64})"$/;

/** @param {any} entry */
function uploadOf(entry) {
  const etag = entry?.value?.upstreamEtag;
  if (typeof etag !== 'string') return undefined;
  return UPLOAD_ETAG.exec(Buffer.from(etag, 'base64url').toString('latin1'))?.[1];
}

/** Hashes of the uploaded images of which this process keeps optimised versions. */
export function optimisedUploads() {
  const hashes = new Set();
  for (const entry of images.values()) {
    const hash = uploadOf(entry);
    if (hash) hashes.add(hash);
  }
  return hashes;
}

/**
 * Forgets the optimised versions of these uploads (deleted from the store), so that
 * /_next/image stops serving them too; how many versions were dropped.
 * @param {Iterable<string>} hashes
 */
export function forgetOptimisedUploads(hashes) {
  const gone = new Set(hashes);
  let dropped = 0;
  for (const [key, entry] of images.entries()) {
    const hash = uploadOf(entry);
    if (hash && gone.has(hash)) {
      images.delete(key);
      dropped += 1;
    }
  }
  return dropped;
}
