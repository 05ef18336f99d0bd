import { linkTranslation } from '@/lib/articles/translations';
import { parseArticleId } from '@/lib/articles/validation';
import { failureAnswer } from '@/lib/http/failure-answer';
import { jsonAnswer } from '@/lib/http/json';
import { withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';

/**
 * POST {api}/article/id/{id}/translations/{other}: links article `other` to the article as its
 * translation (staff only); the article as it now is.
 */
export const POST = withStaff(
  async ({ staff, params }) => {
    const result = await linkTranslation(
      parseArticleId(params.id),
      parseArticleId(params.other),
      staff,
    );
    if (!result.ok) return failureAnswer(result);
    return jsonAnswer({
      success: true,
      message: crmT('api.translationLinked'),
      data: result.value,
    });
  },
  { permission: 'articles' },
);
