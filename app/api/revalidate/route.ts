import { timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { revalidateArticles } from '@/lib/articles/revalidate';
import { jsonAnswer } from '@/lib/http/json';

const bodySchema = z.object({
  slug: z.string().min(1).max(255).optional(),
  oldSlug: z.string().min(1).max(255).optional(),
});

function authorised(request: Request, secret: string): boolean {
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Webhook for an external provider: POST {slug?, oldSlug?} with `Authorization: Bearer
 * <REVALIDATE_SECRET>` after it changes an article, and the public pages refresh at once.
 */
export async function POST(request: Request) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return jsonAnswer({ message: 'Revalidation is not enabled' }, 404);
  if (!authorised(request, secret)) return jsonAnswer({ message: 'Unauthorized' }, 401);
  let body: unknown = {};
  const text = await request.text();
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      return jsonAnswer({ message: 'Body must be JSON' }, 400);
    }
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success)
    return jsonAnswer({ message: 'Invalid body', errors: parsed.error.issues }, 400);
  return jsonAnswer({ revalidated: true, tags: revalidateArticles(parsed.data) });
}
