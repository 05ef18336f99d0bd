import { articleRevision, nameRevision, restoreRevision } from '@/lib/articles/history';
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

/** A name's JSON body at most: 80 characters of four bytes each, and room to spare. */
const REVISION_NAME_BYTES = 1024;

/** PATCH {api}/article/id/{id}/revisions/{revision} `{name}`: names the version ('' unnames). */
export const PATCH = withStaff(
  async ({ staff, params, body }) => {
    const result = await nameRevision(
      parseArticleId(params.id),
      parseArticleId(params.revision),
      body,
      staff,
    );
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({ success: true, message: crmT('history.named'), data: result.value });
  },
  { permission: 'articles', body: { kind: 'json', limit: REVISION_NAME_BYTES } },
);
