import { authorizeWrite } from '@/lib/auth/session';
import { editorHtml } from '@/lib/editor/html';
import { crmT } from '@/lib/crm/i18n';
import { BodyTooLarge, fileField, readFormData, textField } from '@/lib/http/form-data';
import { jsonAnswer } from '@/lib/http/json';
import { ImageRejected, processImage } from '@/lib/images/process';
import {
  createArticle,
  deleteArticle,
  getArticleById,
  saveImage,
  updateArticle,
  type ImageInput,
} from '@/lib/store/articles';
import { getStore } from '@/lib/store/db';
import {
  articleFieldsSchema,
  BANNER_IMAGE_FIELD,
  errorKey,
  MULTIPART_FIELDS,
  parseArticleId,
  type ArticleField,
} from '@/lib/validation/article';
import { revalidateArticles } from './revalidate';
import { sanitizeArticleHtml } from './sanitize';

/** A 10 MB banner plus the text fields and multipart overhead. */
export const MAX_WRITE_BYTES = 12 * 1024 * 1024;

type Errors = Record<string, string[]>;

const fail = (status: number, message: string, errors?: Errors) =>
  jsonAnswer({ success: false, message, ...(errors ? { errors } : {}) }, status);

const invalid = (errors: Errors) => fail(422, crmT('validation.someInvalid'), errors);

function imageMessage(error: ImageRejected): string {
  return crmT(`images.${error.problem}`);
}

type Step<T> = { ok: T } | { refusal: Response };

async function readForm(request: Request): Promise<Step<FormData>> {
  try {
    return { ok: await readFormData(request, MAX_WRITE_BYTES) };
  } catch (error) {
    if (error instanceof BodyTooLarge) return { refusal: fail(413, crmT('api.tooLarge')) };
    return { refusal: fail(400, crmT('api.badRequest')) };
  }
}

/** Validated fields, and the banner (re-encoded) when one was sent. */
async function readArticle(
  form: FormData,
): Promise<Step<{ fields: ReturnType<typeof articleFieldsSchema.parse>; banner?: ImageInput }>> {
  const raw = Object.fromEntries(
    Object.entries(MULTIPART_FIELDS).map(([field, name]) => [field, textField(form, name)]),
  );
  const parsed = articleFieldsSchema.safeParse(raw);
  const errors: Errors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = MULTIPART_FIELDS[issue.path[0] as ArticleField];
      if (name) (errors[errorKey(name)] ??= []).push(crmT(`validation.${issue.message}` as never));
    }
  }
  let banner: ImageInput | undefined;
  const file = fileField(form, BANNER_IMAGE_FIELD);
  if (file) {
    try {
      banner = await processImage(Buffer.from(await file.arrayBuffer()));
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      if (error.status === 413 && Object.keys(errors).length === 0) {
        return {
          refusal: fail(413, imageMessage(error), {
            [errorKey(BANNER_IMAGE_FIELD)]: [imageMessage(error)],
          }),
        };
      }
      errors[errorKey(BANNER_IMAGE_FIELD)] = [imageMessage(error)];
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { refusal: invalid(errors) };
  return {
    ok: {
      // Stored sanitised, with plain spaces; rendering sanitises again (external HTML).
      fields: { ...parsed.data, content: sanitizeArticleHtml(editorHtml(parsed.data.content)) },
      banner,
    },
  };
}

/** POST {api}/article */
export async function createArticleAnswer(request: Request): Promise<Response> {
  const auth = await authorizeWrite(request);
  if ('refusal' in auth) return auth.refusal;
  const form = await readForm(request);
  if ('refusal' in form) return form.refusal;
  const input = await readArticle(form.ok);
  if ('refusal' in input) return input.refusal;
  const article = await createArticle(await getStore(), input.ok.fields, input.ok.banner);
  revalidateArticles({ slug: article.slug });
  return jsonAnswer({ success: true, message: crmT('api.created'), data: article }, 201);
}

/** POST {api}/article/{id} with _method=PUT (or a plain PUT). */
export async function updateArticleAnswer(request: Request, idParam: string): Promise<Response> {
  const auth = await authorizeWrite(request);
  if ('refusal' in auth) return auth.refusal;
  const id = parseArticleId(idParam);
  const form = await readForm(request);
  if ('refusal' in form) return form.refusal;
  const method = (textField(form.ok, '_method') || request.method).toUpperCase();
  if (method === 'DELETE') return deleteArticleAnswer(request, idParam, { authorized: true });
  if (method !== 'PUT' && method !== 'PATCH') return fail(405, crmT('api.badMethod'));
  const db = await getStore();
  const before = id === undefined ? undefined : await getArticleById(db, id);
  if (!before) return fail(404, crmT('api.notFound'));
  const input = await readArticle(form.ok);
  if ('refusal' in input) return input.refusal;
  const article = await updateArticle(db, before.id, input.ok.fields, input.ok.banner);
  if (!article) return fail(404, crmT('api.notFound'));
  revalidateArticles({ slug: article.slug, oldSlug: before.slug });
  return jsonAnswer({ success: true, message: crmT('api.updated'), data: article });
}

/** DELETE {api}/article/{id}: 204, or 404 when there is no such article. */
export async function deleteArticleAnswer(
  request: Request,
  idParam: string,
  { authorized = false } = {},
): Promise<Response> {
  if (!authorized) {
    const auth = await authorizeWrite(request);
    if ('refusal' in auth) return auth.refusal;
  }
  const id = parseArticleId(idParam);
  const db = await getStore();
  const existing = id === undefined ? undefined : await getArticleById(db, id);
  if (!existing || !(await deleteArticle(db, existing.id))) {
    return fail(404, crmT('api.notFound'));
  }
  revalidateArticles({ slug: existing.slug });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

/** POST {api}/upload: an image for an article's body; answers its path and URL. */
export async function uploadImageAnswer(request: Request): Promise<Response> {
  const auth = await authorizeWrite(request);
  if ('refusal' in auth) return auth.refusal;
  const form = await readForm(request);
  if ('refusal' in form) return form.refusal;
  const file = fileField(form.ok, 'image') ?? fileField(form.ok, 'file');
  if (!file) return fail(422, crmT('images.missing'), { image: [crmT('images.missing')] });
  try {
    const image = await processImage(Buffer.from(await file.arrayBuffer()));
    const saved = await saveImage(await getStore(), image);
    return jsonAnswer(
      {
        success: true,
        message: crmT('api.uploaded'),
        data: {
          path: saved.path,
          url: `/api/${saved.path}`,
          width: image.width,
          height: image.height,
        },
      },
      201,
    );
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    return fail(error.status, imageMessage(error), { image: [imageMessage(error)] });
  }
}
