import { getImage, getImageExt } from '@/lib/articles/store';
import { getStore } from '@/lib/db/database';
import { notFoundAnswer } from '@/lib/http/json';

/**
 * GET {api}/images/{hash}.{ext}: content-addressed, so cacheable forever while it exists. An
 * image nothing uses any more is deleted (lib/images/retention.ts) and answers 404 from then
 * on, a revalidation included; copies a browser or CDN already holds are theirs until they
 * expire.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/images/[file]'>) {
  const match = /^([0-9a-f]{64})\.(webp|jpg|png)$/.exec((await params).file);
  if (!match) return notFoundAnswer('Image not found');
  const [, hash, ext] = match as unknown as [string, string, string];
  const etag = `"${hash}"`;
  const headers = {
    ETag: etag,
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
  const db = await getStore();
  if (request.headers.get('if-none-match') === etag) {
    if ((await getImageExt(db, hash)) !== ext) return notFoundAnswer('Image not found');
    return new Response(null, { status: 304, headers });
  }
  const image = await getImage(db, hash);
  if (!image || image.ext !== ext) return notFoundAnswer('Image not found');
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      ...headers,
      'Content-Type': image.content_type,
      'Content-Length': String(image.byte_size),
    },
  });
}
