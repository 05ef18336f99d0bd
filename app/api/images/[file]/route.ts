import { getImage, getImageFacts } from '@/lib/articles/store';
import { getStore } from '@/lib/db/database';
import { notFoundAnswer } from '@/lib/http/json';

type Context = RouteContext<'/api/images/[file]'>;

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

async function parse(params: Context['params']) {
  const match = /^([0-9a-f]{64})\.(webp|jpg|png)$/.exec((await params).file);
  if (!match) return null;
  const [, hash, ext] = match as unknown as [string, string, string];
  const etag = `"${hash}"`;
  return { hash, ext, etag, headers: { ETag: etag, 'Cache-Control': CACHE_CONTROL } };
}

/**
 * GET {api}/images/{hash}.{ext}: content-addressed, so cacheable forever while it exists. An
 * image nothing uses any more is deleted (lib/images/retention.ts) and answers 404 from then
 * on, a revalidation included; copies a browser or CDN already holds are theirs until they
 * expire.
 */
export async function GET(request: Request, { params }: Context) {
  const file = await parse(params);
  if (!file) return notFoundAnswer('Image not found');
  const { hash, ext, etag, headers } = file;
  const db = await getStore();
  if (request.headers.get('if-none-match') === etag) {
    if ((await getImageFacts(db, hash))?.ext !== ext) return notFoundAnswer('Image not found');
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

/**
 * HEAD: whether the image exists, and its type, from its row without its bytes. The
 * Content-Length set here is dropped by Next.js (route handlers send none), so a second site
 * sizing a banner for its feed counts a GET's bytes instead (docs/CONTRACT.md).
 */
export async function HEAD(_request: Request, { params }: Context) {
  const file = await parse(params);
  if (!file) return notFoundAnswer('Image not found');
  const facts = await getImageFacts(await getStore(), file.hash);
  if (!facts || facts.ext !== file.ext) return notFoundAnswer('Image not found');
  return new Response(null, {
    headers: {
      ...file.headers,
      'Content-Type': facts.content_type,
      'Content-Length': String(facts.byte_size),
    },
  });
}
