import * as z from 'zod';
import { revalidateArticles } from '@/lib/articles/revalidate';
import { isValidSlug } from '@/lib/articles/slug';
import { hasBearer } from '@/lib/http/bearer';
import { BodyTooLarge, readJsonObject, UnsupportedBody } from '@/lib/http/body';
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
  let body: Record<string, unknown>;
  try {
    body = await readJsonObject(request, MAX_BODY_BYTES, { emptyAs: {} });
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return jsonAnswer({ message: 'Body too large' }, 413, { Connection: 'close' });
    }
    if (error instanceof UnsupportedBody) {
      return jsonAnswer({ message: 'Body must be a JSON object' }, 400);
    }
    throw error;
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    return jsonAnswer(
      { message: 'Invalid body: slug and oldSlug must be slugs of up to 255 characters' },
      400,
    );
  }
  return jsonAnswer({ revalidated: true, tags: await revalidateArticles(parsed.data) });
}
