import { unlinkTags } from '@/lib/articles/tag-counterparts';
import { failureAnswer } from '@/lib/http/failure-answer';
import { noContent } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';

/** A segment as written: Next may hand it over still percent-encoded; '' when it is no encoding. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** DELETE /api/crm/tags/{tag}: the English tag `tag` loses its Russian counterpart. */
export const DELETE = withStaff(
  async ({ staff, params }) => {
    const result = await unlinkTags(decoded(params.tag ?? ''), staff);
    return result.ok ? noContent() : failureAnswer(result);
  },
  { permission: 'articles' },
);
