import { listTagCounterparts, linkTags } from '@/lib/articles/tag-counterparts';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';

/** A pair of tags, as JSON: a few hundred bytes. */
const TAG_PAIR_BYTES = 2_048;

/** GET /api/crm/tags: the mapped pairs, and each language's tags to pick from. */
export const GET = withStaff(async () => jsonAnswer({ data: await listTagCounterparts() }), {
  permission: 'articles',
});

/** PUT /api/crm/tags `{en, ru}`: maps the two, replacing what either was mapped to. */
export const PUT = withStaff(
  async ({ staff, body }) => {
    const result = await linkTags(body, staff);
    if (!result.ok) return failureAnswer(result);
    const { pair } = result.value;
    return jsonAnswer({
      success: true,
      message: crmT('tags.api.linked', { en: pair.en, ru: pair.ru }),
      data: result.value,
    });
  },
  { permission: 'articles', body: { kind: 'json', limit: TAG_PAIR_BYTES } },
);
