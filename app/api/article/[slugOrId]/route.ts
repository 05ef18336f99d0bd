import { deleteArticle, updateArticle } from '@/lib/articles/service';
import { storeSource } from '@/lib/articles/store-source';
import { ARTICLE_FORM_FIELDS, parseArticleId } from '@/lib/articles/validation';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { failure } from '@/lib/failure';
import { articleSubmission, expectedVersion } from '@/lib/articles/form';
import { failureAnswer } from '@/lib/http/failure-answer';
import { textField } from '@/lib/http/form-data';
import { jsonAnswer, noContent, notFoundAnswer } from '@/lib/http/json';
import { MAX_UPLOAD_FORM_BYTES, withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';

type Context = RouteContext<'/api/article/[slugOrId]'>;

/** GET {api}/article/{slug}. */
export async function GET(_request: Request, { params }: Context) {
  const { slugOrId } = await params;
  const article = await storeSource.bySlug(slugOrId);
  if (!article) return notFoundAnswer('Article not found');
  // An earlier address of the article: for good, to the current one (docs/CONTRACT.md).
  if (article.slug !== slugOrId) {
    return new Response(null, {
      status: 308,
      headers: {
        Location: `/api/article/${encodeURIComponent(article.slug)}`,
        'Cache-Control': 'no-store',
      },
    });
  }
  return jsonAnswer({ data: article });
}

async function remove(idParam: string | undefined, staff: StaffAccount) {
  const result = await deleteArticle(parseArticleId(idParam), staff);
  return result.ok ? noContent() : failureAnswer(result);
}

/** POST {api}/article/{id} with `_method=PUT` (or `DELETE`): updates an article; staff only. */
export const POST = withStaff(
  async ({ request, staff, body, params }) => {
    const method = (textField(body, '_method') || request.method).toUpperCase();
    if (method === 'DELETE') return remove(params.slugOrId, staff);
    if (method !== 'PUT' && method !== 'PATCH') return failureAnswer(failure('badMethod'));
    const result = await updateArticle(
      parseArticleId(params.slugOrId),
      await articleSubmission(body),
      staff,
      { expectedVersion: expectedVersion(request) },
    );
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({ success: true, message: crmT('api.updated'), data: result.value });
  },
  {
    permission: 'articles',
    body: { kind: 'form', limit: MAX_UPLOAD_FORM_BYTES, fields: ARTICLE_FORM_FIELDS },
  },
);

/** PUT {api}/article/{id}, for clients that can send it directly. */
export const PUT = POST;

/** DELETE {api}/article/{id}: 204, or 404 when there is no such article; staff only. */
export const DELETE = withStaff(({ staff, params }) => remove(params.slugOrId, staff), {
  permission: 'articles',
});
