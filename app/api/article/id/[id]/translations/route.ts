import { createTranslation, unlinkTranslation } from '@/lib/articles/translations';
import { parseArticleId } from '@/lib/articles/validation';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { STAFF_JSON_BYTES, withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';

/**
 * POST {api}/article/id/{id}/translations `{language}`: makes the article's translation into
 * that language, a draft copy linked to it (staff only).
 */
export const POST = withStaff(
  async ({ staff, body, params }) => {
    const language = typeof body.language === 'string' ? body.language : '';
    const result = await createTranslation(parseArticleId(params.id), language, staff);
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer(
      { success: true, message: crmT('api.translationCreated'), data: result.value },
      201,
    );
  },
  { permission: 'articles', body: { kind: 'json', limit: STAFF_JSON_BYTES } },
);

/** DELETE {api}/article/id/{id}/translations: takes the article out of its translations. */
export const DELETE = withStaff(
  async ({ staff, params }) => {
    const result = await unlinkTranslation(parseArticleId(params.id), staff);
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({
      success: true,
      message: crmT('api.translationUnlinked'),
      data: result.value,
    });
  },
  { permission: 'articles' },
);
