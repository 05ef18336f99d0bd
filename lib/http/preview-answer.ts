import { createPreview } from '@/lib/articles/preview';
import { crmT } from '@/lib/i18n/crm';
import { textField } from '@/lib/http/form-data';
import { jsonAnswer } from '@/lib/http/json';
import { localizePath } from '@/lib/i18n/detect';
import { routing } from '@/lib/i18n/routing';
import { parseArticleId, PREVIEW_FIELDS } from '@/lib/articles/validation';
import { authorizeWrite, readForm, submission } from './article-writes';

/**
 * POST /api/preview: the article form's values (the article's multipart body, and the id of
 * the article being edited, if any) become a preview; answers its address in each language.
 */
export async function previewAnswer(request: Request): Promise<Response> {
  const auth = await authorizeWrite(request);
  if ('refusal' in auth) return auth.refusal;
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const idField = textField(form, PREVIEW_FIELDS.articleId);
  const result = await createPreview(
    await submission(form),
    {
      articleId: idField ? parseArticleId(idField) : undefined,
      bannerPath: textField(form, PREVIEW_FIELDS.bannerPath),
    },
    auth.staff,
  );
  if (!result.ok) {
    const message = crmT(result.problem as never);
    return jsonAnswer({ success: false, message, errors: { 'banner.image': [message] } }, 422);
  }
  const urls = Object.fromEntries(
    routing.locales.map((locale) => [locale, localizePath(`/preview/${result.id}`, locale)]),
  );
  return jsonAnswer({ success: true, data: { id: result.id, urls } }, 201);
}
