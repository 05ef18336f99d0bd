import sharp from 'sharp';
import { Semaphore } from '@/lib/server/semaphore';
import { MAX_IMAGE_BYTES } from './limits';

/** Decompression bombs: a tiny file can claim a gigantic canvas. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Longest side kept; larger pictures are scaled down (the site never shows them bigger). */
export const MAX_IMAGE_EDGE = 2560;
// sharp's names of IMAGE_TYPES.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Pictures decoded at once in this process. A 50-megapixel upload takes about 60 MB while it is
 * re-encoded, and memory the allocator gave to several at once is not returned: twelve
 * concurrent uploads held the server at 700 MB. The others wait their turn (half a second each).
 */
export const DECODE_SLOTS = new Semaphore(1);
// libvips keeps the results of recent operations (up to 50 MB, decoded pictures included) in
// case one repeats; none here does.
sharp.cache(false);

/** An image as the site keeps it: checked, re-encoded, measured. */
export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const EXTENSIONS: Record<ProcessedImage['contentType'], string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export function imageExtension(contentType: ProcessedImage['contentType']): string {
  return EXTENSIONS[contentType];
}

export type ImageProblem = 'missing' | 'empty' | 'type' | 'tooLarge' | 'broken' | 'tooManyPixels';

export class ImageRejected extends Error {
  override name = 'ImageRejected';
  constructor(
    readonly problem: ImageProblem,
    readonly status: 413 | 422,
  ) {
    super(`image rejected: ${problem}`);
  }
}

/**
 * Checks that the bytes really are a JPEG, PNG or WebP (the file name and the browser's type
 * are not trusted), then re-encodes them as WebP: EXIF, GPS position and other metadata are
 * dropped, the orientation is applied, and the size is capped.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRejected('empty', 422);
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejected('tooLarge', 413);
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // Reads the header only: a decompression bomb is recognised here, before any decoding.
    ({
      format,
      width = 0,
      height = 0,
    } = await sharp(bytes, {
      ...options,
      limitInputPixels: false,
    }).metadata());
  } catch {
    // An SVG sharp cannot size is still a picture of a kind not accepted ('type'); anything
    // else it cannot read at all (a damaged file, a text file renamed) is 'broken'.
    const start = bytes.subarray(0, 512).toString('utf8');
    if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i.test(start)) {
      throw new ImageRejected('type', 422);
    }
    throw new ImageRejected('broken', 422);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejected('type', 422);
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejected('tooManyPixels', 422);
  try {
    const { data, info } = await DECODE_SLOTS.run(() =>
      sharp(bytes, options)
        .rotate()
        .resize({
          width: MAX_IMAGE_EDGE,
          height: MAX_IMAGE_EDGE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 84, effort: 4 })
        .toBuffer({ resolveWithObject: true }),
    );
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new ImageRejected('tooManyPixels', 422);
    throw new ImageRejected('broken', 422);
  }
}
