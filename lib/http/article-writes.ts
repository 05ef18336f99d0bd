import {
  createArticle,
  deleteArticle,
  updateArticle,
  uploadImage,
  type ArticleSubmission,
  type WriteResult,
} from '@/lib/articles/service';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { crmT } from '@/lib/i18n/crm';
import { BodyTooLarge, readFormData } from '@/lib/http/body';
import { fileField, textField } from '@/lib/http/form-data';
import { jsonAnswer } from '@/lib/http/json';
import { authorizeStaff } from '@/lib/http/staff-guard';
import {
  BANNER_IMAGE_FIELD,
  MULTIPART_FIELDS,
  parseArticleId,
  PUBLICATION_FIELDS,
  type ArticleField,
} from '@/lib/articles/validation';

/**
 * The embedded provider's write endpoints (docs/CONTRACT.md): they check the caller, read the
 * multipart body and put the use-case's answer (lib/articles/service.ts) into the contract's
 * shape, with the CRM's Russian messages.
 */

/** Guards an article write (lib/http/staff-guard.ts): same site, signed in, allowed. */
export function authorizeWrite(request: Request) {
  return authorizeStaff(request, 'articles');
}

/** A 10 MB banner plus the text fields and multipart overhead. */
export const MAX_WRITE_BYTES = 12 * 1024 * 1024;

const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  jsonAnswer({ success: false, message, ...(errors ? { errors } : {}) }, status, {
    ...(status === 413 ? { Connection: 'close' } : {}),
  });

const translate = (problems: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, keys]) => [field, keys.map((key) => crmT(key as never))]),
  );

export function refusal(result: Exclude<WriteResult<unknown>, { ok: true }>): Response {
  if (result.reason === 'notFound') return fail(404, crmT('api.notFound'));
  if (result.reason === 'conflict') {
    // The article as it is now, so that the writer can compare and choose.
    return jsonAnswer({ success: false, message: crmT('api.conflict'), data: result.current }, 409);
  }
  const errors = translate(result.problems);
  if (result.reason === 'tooLarge') return fail(413, Object.values(errors)[0]![0]!, errors);
  // The upload endpoint has one field: its message is the answer's message.
  const message = errors.image?.[0] ?? crmT('validation.someInvalid');
  return fail(422, message, errors);
}

export async function readForm(request: Request): Promise<FormData | Response> {
  try {
    return await readFormData(request, MAX_WRITE_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return fail(413, crmT('api.tooLarge'));
    return fail(400, crmT('api.badRequest'));
  }
}

export async function submission(form: FormData): Promise<ArticleSubmission> {
  const fields = Object.fromEntries(
    Object.entries(MULTIPART_FIELDS).map(([field, name]) => [field, textField(form, name)]),
  ) as Record<ArticleField, string>;
  const file = fileField(form, BANNER_IMAGE_FIELD);
  return {
    fields,
    banner: file ? new Uint8Array(await file.arrayBuffer()) : undefined,
    // The workflow extension (docs/CONTRACT.md); absent for clients that know only the spec.
    publication: {
      status: textField(form, PUBLICATION_FIELDS.status),
      date: textField(form, PUBLICATION_FIELDS.date),
    },
    slug: textField(form, PUBLICATION_FIELDS.slug),
    autosave: textField(form, PUBLICATION_FIELDS.autosave) === '1',
  };
}

/**
 * The version an update was made from: `If-Match: "<updated_at>"` (docs/CONTRACT.md). Absent,
 * `*` or malformed: no check, as for the spec's clients.
 */
export function expectedVersion(header: string | null): string | undefined {
  const match = header ? /^\s*"([^"]{1,64})"\s*$/.exec(header) : null;
  return match?.[1];
}

/** POST {api}/article */
export async function createArticleAnswer(request: Request): Promise<Response> {
  const auth = await authorizeWrite(request);
  if ('refusal' in auth) return auth.refusal;
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const result = await createArticle(await submission(form), auth.staff);
  if (!result.ok) return refusal(result);
  return jsonAnswer({ success: true, message: crmT('api.created'), data: result.value }, 201);
}

/** POST {api}/article/{id} with _method=PUT (or a plain PUT). */
export async function updateArticleAnswer(request: Request, idParam: string): Promise<Response> {
  const auth = await authorizeWrite(request);
  if ('refusal' in auth) return auth.refusal;
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const method = (textField(form, '_method') || request.method).toUpperCase();
  if (method === 'DELETE') return deleteAs(auth.staff, idParam);
  if (method !== 'PUT' && method !== 'PATCH') return fail(405, crmT('api.badMethod'));
  const result = await updateArticle(parseArticleId(idParam), await submission(form), auth.staff, {
    expectedVersion: expectedVersion(request.headers.get('if-match')),
  });
  if (!result.ok) return refusal(result);
  return jsonAnswer({ success: true, message: crmT('api.updated'), data: result.value });
}

async function deleteAs(staff: StaffAccount, idParam: string): Promise<Response> {
  const result = await deleteArticle(parseArticleId(idParam), staff);
  if (!result.ok) return refusal(result);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

/** DELETE {api}/article/{id}: 204, or 404 when there is no such article. */
export async function deleteArticleAnswer(request: Request, idParam: string): Promise<Response> {
  const auth = await authorizeWrite(request);
  if ('refusal' in auth) return auth.refusal;
  return deleteAs(auth.staff, idParam);
}

/** POST {api}/upload: an image for an article's body; answers its path and URL. */
export async function uploadImageAnswer(request: Request): Promise<Response> {
  const auth = await authorizeWrite(request);
  if ('refusal' in auth) return auth.refusal;
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const file = fileField(form, 'image') ?? fileField(form, 'file');
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : undefined;
  const result = await uploadImage(bytes, auth.staff);
  if (!result.ok) return refusal(result);
  const { path, width, height } = result.value;
  return jsonAnswer(
    {
      success: true,
      message: crmT('api.uploaded'),
      data: { path, url: `/api/${path}`, width, height },
    },
    201,
  );
}
