import { createHash } from 'node:crypto';
import { imageExtension, type ProcessedImage } from '@/lib/images/process';
import type { Executor } from '@/lib/db/database';
import { insertImage } from '@/lib/articles/store';

/** Where an image lives under {api}: `images/<sha256>.<ext>`, '' for none. */
export function imagePath(hash: string | null, ext: string | null): string {
  return hash && ext ? `images/${hash}.${ext}` : '';
}

/**
 * Stores an image once per content, addressed by its SHA-256, so that its URL never changes and
 * several servers sharing one database serve the same file. Returns its hash and path.
 */
export async function saveImage(db: Executor, image: ProcessedImage, now = new Date()) {
  const hash = createHash('sha256').update(image.bytes).digest('hex');
  const ext = imageExtension(image.contentType);
  await insertImage(
    db,
    {
      hash,
      content_type: image.contentType,
      ext,
      width: image.width,
      height: image.height,
      byte_size: image.bytes.length,
      bytes: image.bytes,
    },
    now,
  );
  return { hash, path: imagePath(hash, ext) };
}
