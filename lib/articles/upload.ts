import { ImageRejected } from '@/lib/images/process';
import { getStore } from '@/lib/db/database';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { saveImage } from './images';
import { imageKey, readImage, type WriteResult } from './submission';

/** An image for an article's body (pasted or dropped in the editor). */
export async function uploadImage(
  bytes: Uint8Array | undefined,
  _actor: StaffAccount,
): Promise<WriteResult<{ path: string; width: number; height: number }>> {
  if (!bytes) {
    return {
      ok: false,
      code: 'invalid',
      message: 'images.missing',
      problems: { image: ['images.missing'] },
    };
  }
  const image = await readImage(bytes);
  if (image instanceof ImageRejected) {
    // One field: its problem is the answer's message.
    const problems = { image: [imageKey(image)] };
    const code = image.status === 413 ? 'tooLarge' : 'invalid';
    return { ok: false, code, message: imageKey(image), problems };
  }
  const saved = await saveImage(await getStore(), image);
  return { ok: true, value: { path: saved.path, width: image.width, height: image.height } };
}
