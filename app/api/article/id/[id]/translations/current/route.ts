import { markTranslationCurrent } from '@/lib/articles/translations';
import { parseArticleId } from '@/lib/articles/validation';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';

/**
 * POST {api}/article/id/{id}/translations/current: the translation is up to date with its
 * original's latest revision (staff only); the article as it now is.
 */
export const POST = withStaff(
  async ({ staff, params }) => {
    const result = await markTranslationCurrent(parseArticleId(params.id), staff);
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({
      success: true,
      message: crmT('api.translationCurrent'),
      data: result.value,
    });
  },
  { permission: 'articles' },
);
