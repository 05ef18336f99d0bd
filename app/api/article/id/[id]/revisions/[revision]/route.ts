import { articleRevision, restoreRevision } from '@/lib/articles/history';
import { parseArticleId } from '@/lib/articles/validation';
import { failure } from '@/lib/failure';
import { expectedVersion } from '@/lib/articles/form';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';

/** GET {api}/article/id/{id}/revisions/{revision}: one revision, whole (staff only). */
export const GET = withStaff(async ({ staff, params }) => {
  const revision = await articleRevision(
    parseArticleId(params.id),
    parseArticleId(params.revision),
    staff,
  );
  return revision
    ? jsonAnswer({ data: revision })
    : failureAnswer(failure('notFound', { message: 'api.revisionNotFound' }));
});

/** POST {api}/article/id/{id}/revisions/{revision}: restores it as a new revision; If-Match as for an edit. */
export const POST = withStaff(
  async ({ request, staff, params }) => {
    const result = await restoreRevision(
      parseArticleId(params.id),
      parseArticleId(params.revision),
      staff,
      { expectedVersion: expectedVersion(request) },
    );
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({ success: true, message: crmT('api.restored'), data: result.value });
  },
  { permission: 'articles' },
);
