import * as z from 'zod';
import { revalidateArticles } from '@/lib/articles/revalidate';
import { isValidSlug } from '@/lib/articles/slug';
import { hasBearer } from '@/lib/http/bearer';
import { readBounded } from '@/lib/http/body';
import { config } from '@/lib/env';
import { jsonAnswer } from '@/lib/http/json';

const MAX_BODY_BYTES = 4 * 1024;

const slug = z.string().refine(isValidSlug, 'not a slug');
const bodySchema = z.object({ slug: slug.optional(), oldSlug: slug.optional() });

/**
 * Webhook for an external provider: POST {slug?, oldSlug?} with `Authorization: Bearer
 * <REVALIDATE_SECRET>` after it changes an article, and the public pages refresh at once.
 */
export async function POST(request: Request) {
  const secret = config().revalidateSecret;
  if (!secret) return jsonAnswer({ message: 'Revalidation is not enabled' }, 404);
  if (!hasBearer(request, secret)) return jsonAnswer({ message: 'Unauthorized' }, 401);
  const read = await readBounded(request, { kind: 'json', limit: MAX_BODY_BYTES });
  if (!read.ok) {
    return read.refusal === 'tooLarge'
      ? jsonAnswer({ message: 'Body too large' }, 413, { Connection: 'close' })
      : jsonAnswer({ message: 'Body must be a JSON object' }, 400);
  }
  const parsed = bodySchema.safeParse(read.body);
  if (!parsed.success) {
    return jsonAnswer(
      { message: 'Invalid body: slug and oldSlug must be slugs of up to 255 characters' },
      400,
    );
  }
  return jsonAnswer({ revalidated: true, tags: await revalidateArticles(parsed.data) });
}
