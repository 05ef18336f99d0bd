import { createPreview } from '@/lib/articles/preview';
import { ARTICLE_FORM_FIELDS, parseArticleId, PREVIEW_FIELDS } from '@/lib/articles/validation';
import { articleSubmission } from '@/lib/articles/form';
import { failureAnswer } from '@/lib/http/failure-answer';
import { textField } from '@/lib/http/form-data';
import { jsonAnswer } from '@/lib/http/json';
import { MAX_UPLOAD_FORM_BYTES, withStaff } from '@/lib/http/with-staff';
import { routing } from '@/lib/i18n/routing';
import { previewHref } from '@/lib/seo/addresses';

/**
 * POST /api/preview: the article form's values (the article's multipart body, and the id of
 * the article being edited, if any) become a preview; answers its address in each language.
 */
export const POST = withStaff(
  async ({ body, staff }) => {
    const idField = textField(body, PREVIEW_FIELDS.articleId);
    const result = await createPreview(
      await articleSubmission(body),
      {
        articleId: idField ? parseArticleId(idField) : undefined,
        bannerPath: textField(body, PREVIEW_FIELDS.bannerPath),
      },
      staff,
    );
    if (!result.ok) return failureAnswer(result);
    const urls = Object.fromEntries(
      routing.locales.map((locale) => [locale, previewHref(locale, result.id)]),
    );
    return jsonAnswer({ success: true, data: { id: result.id, urls } }, 201);
  },
  {
    permission: 'articles',
    body: { kind: 'form', limit: MAX_UPLOAD_FORM_BYTES, fields: ARTICLE_FORM_FIELDS },
  },
);
