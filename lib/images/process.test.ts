/** @jest-environment node */
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from './limits';
import { ImageRejected, MAX_IMAGE_EDGE, processImage } from './process';
import { pngBomb } from '@/test/images';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#6a47ff' } })
    .toFormat(format)
    .toBuffer();

async function rejection(bytes: Buffer): Promise<ImageRejected> {
  try {
    await processImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) return error;
    throw error;
  }
  throw new Error('the image was accepted');
}

describe('image checks', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'accepts a real %s and re-encodes it as WebP',
    async (format) => {
      const result = await processImage(await picture(format));
      expect(result).toMatchObject({ contentType: 'image/webp', width: 64, height: 48 });
      expect((await sharp(result.bytes).metadata()).format).toBe('webp');
    },
  );

  it('drops EXIF and location data and applies the orientation', async () => {
    const withExif = await sharp(await picture('jpeg', 80, 40))
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(withExif).metadata();
    expect(before.exif?.toString('latin1')).toContain('Camera');
    expect(before.orientation).toBe(6);
    const result = await processImage(withExif);
    const after = await sharp(result.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    // Orientation 6 (rotated 90°): the stored picture is upright.
    expect([result.width, result.height]).toEqual([40, 80]);
  });

  it('scales very large pictures down', async () => {
    const result = await processImage(await picture('png', MAX_IMAGE_EDGE + 400, 100));
    expect(result.width).toBe(MAX_IMAGE_EDGE);
  });

  it('refuses a text file renamed to .jpg as not a readable picture', async () => {
    expect(await rejection(Buffer.from('just some text, not a picture'))).toMatchObject({
      problem: 'broken',
      status: 422,
    });
  });

  it('refuses SVG and GIF', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(await rejection(svg)).toMatchObject({ problem: 'type' });
    // Without a size sharp cannot read it, and it is still an SVG, not a damaged file.
    const unsized = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(await rejection(unsized)).toMatchObject({ problem: 'type' });
    expect(await rejection(await picture('gif'))).toMatchObject({ problem: 'type' });
  });

  it('refuses files over 10 MB before decoding them', async () => {
    expect(await rejection(Buffer.alloc(MAX_IMAGE_BYTES + 1))).toMatchObject({
      problem: 'tooLarge',
      status: 413,
    });
  });

  it('refuses an empty file and a truncated JPEG', async () => {
    expect(await rejection(Buffer.alloc(0))).toMatchObject({ problem: 'empty' });
    const jpeg = await picture('jpeg', 400, 300);
    const problem = (await rejection(jpeg.subarray(0, 200))).problem;
    expect(['broken', 'type']).toContain(problem);
  });

  it('recognises a decompression bomb by its header and says it is too large', async () => {
    // 1.1 KB on disk, 30,000 × 30,000 pixels once decoded.
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2_000);
    expect(await rejection(bomb)).toMatchObject({ problem: 'tooManyPixels', status: 422 });
  });

  it('decodes one picture at a time, however many arrive together (12 at once)', async () => {
    const large = await picture('png', 1200, 1200);
    let most = 0;
    // sharp counts the pipelines running on its worker threads.
    const sampler = setInterval(() => (most = Math.max(most, sharp.counters().process)), 1);
    const results = await Promise.all(Array.from({ length: 12 }, () => processImage(large)));
    clearInterval(sampler);
    expect(results.map((result) => result.width)).toEqual(Array(12).fill(1200));
    expect(most).toBe(1);
  });
});
