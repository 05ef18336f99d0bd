import { getImage } from '@/lib/store/articles';
import { getStore } from '@/lib/store/db';
import { notFoundAnswer } from '@/lib/http/json';

/** GET {api}/images/{hash}.{ext}: content-addressed, so cacheable forever. */
export async function GET(request: Request, { params }: RouteContext<'/api/images/[file]'>) {
  const match = /^([0-9a-f]{64})\.(webp|jpg|png)$/.exec((await params).file);
  if (!match) return notFoundAnswer('Image not found');
  const [, hash, ext] = match as unknown as [string, string, string];
  const etag = `"${hash}"`;
  const headers = {
    ETag: etag,
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers });
  const image = await getImage(await getStore(), hash);
  if (!image || image.ext !== ext) return notFoundAnswer('Image not found');
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      ...headers,
      'Content-Type': image.content_type,
      'Content-Length': String(image.byte_size),
    },
  });
}
