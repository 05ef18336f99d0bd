import { articleRevision, articleRevisions, restoreRevision } from '@/lib/articles/service';
import { currentStaff } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';
import { jsonAnswer } from '@/lib/http/json';
import { parseArticleId } from '@/lib/articles/validation';
import { authorizeWrite, expectedVersion, refusal } from './article-writes';

/**
 * The history extension of the embedded provider (docs/CONTRACT.md): an article's revisions,
 * for staff only, and restoring one as a new revision.
 */

const notFound = () => jsonAnswer({ success: false, message: crmT('api.revisionNotFound') }, 404);

const unauthorized = () => jsonAnswer({ success: false, message: crmT('api.unauthorized') }, 401);

/** GET {api}/article/id/{id}/revisions: newest first, without bodies. */
export async function revisionListAnswer(idParam: string): Promise<Response> {
  const staff = await currentStaff();
  if (!staff) return unauthorized();
  const revisions = await articleRevisions(parseArticleId(idParam), staff);
  return revisions
    ? jsonAnswer({ data: revisions })
    : jsonAnswer({ success: false, message: crmT('api.notFound') }, 404);
}

/** GET {api}/article/id/{id}/revisions/{revision}: one revision, whole. */
export async function revisionAnswer(idParam: string, revisionParam: string): Promise<Response> {
  const staff = await currentStaff();
  if (!staff) return unauthorized();
  const revision = await articleRevision(
    parseArticleId(idParam),
    parseArticleId(revisionParam),
    staff,
  );
  return revision ? jsonAnswer({ data: revision }) : notFound();
}

/** POST {api}/article/id/{id}/revisions/{revision}: restores it; If-Match as for an edit. */
export async function restoreRevisionAnswer(
  request: Request,
  idParam: string,
  revisionParam: string,
): Promise<Response> {
  const auth = await authorizeWrite(request);
  if ('refusal' in auth) return auth.refusal;
  const result = await restoreRevision(
    parseArticleId(idParam),
    parseArticleId(revisionParam),
    auth.staff,
    { expectedVersion: expectedVersion(request.headers.get('if-match')) },
  );
  if (!result.ok) return result.reason === 'notFound' ? notFound() : refusal(result);
  return jsonAnswer({ success: true, message: crmT('api.restored'), data: result.value });
}
