import { unlinkTags } from '@/lib/articles/tag-counterparts';
import { failureAnswer } from '@/lib/http/failure-answer';
import { noContent } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { decodedSegment } from '@/lib/seo/addresses';

/** DELETE /api/crm/tags/{tag}: the English tag `tag` loses its Russian counterpart. */
export const DELETE = withStaff(
  async ({ staff, params }) => {
    const result = await unlinkTags(decodedSegment(params.tag ?? '') ?? '', staff);
    return result.ok ? noContent() : failureAnswer(result);
  },
  { permission: 'articles' },
);
