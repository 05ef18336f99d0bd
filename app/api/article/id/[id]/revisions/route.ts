import { articleRevisions } from '@/lib/articles/history';
import { parseArticleId } from '@/lib/articles/validation';
import { failure } from '@/lib/failure';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';

/** GET {api}/article/id/{id}/revisions: the article's history, newest first, without bodies. */
export const GET = withStaff(async ({ staff, params }) => {
  const revisions = await articleRevisions(parseArticleId(params.id), staff);
  return revisions ? jsonAnswer({ data: revisions }) : failureAnswer(failure('notFound'));
});
