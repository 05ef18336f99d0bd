import { checkLinks, LINK_CHECK_BYTES } from '@/lib/articles/link-check';
import { siteUrl } from '@/lib/env';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';

/**
 * POST /api/crm/articles/link-check `{links: string[]}`: whether each link of an article leads
 * anywhere (`ok`, `notFound`, `noAnswer`), asked by the form before it publishes.
 */
export const POST = withStaff(
  async ({ body }) => {
    const result = await checkLinks(body, { origin: siteUrl().origin });
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({ data: result.value });
  },
  { permission: 'articles', body: { kind: 'json', limit: LINK_CHECK_BYTES } },
);
