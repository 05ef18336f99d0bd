import { createArticle } from '@/lib/articles/service';
import { articleSubmission } from '@/lib/articles/form';
import { ARTICLE_FORM_FIELDS } from '@/lib/articles/validation';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { MAX_UPLOAD_FORM_BYTES, withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';

/** POST {api}/article (multipart): creates an article; staff only. */
export const POST = withStaff(
  async ({ body, staff }) => {
    const result = await createArticle(await articleSubmission(body), staff);
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({ success: true, message: crmT('api.created'), data: result.value }, 201);
  },
  {
    permission: 'articles',
    body: { kind: 'form', limit: MAX_UPLOAD_FORM_BYTES, fields: ARTICLE_FORM_FIELDS },
  },
);
