import '@/lib/validation/zod-config';
import * as z from 'zod';
import { apiBase } from '@/lib/articles/config';
import { publicConfig } from '@/lib/env.public';
import {
  articleListResponseSchema,
  articleResponseSchema,
  articleSchema,
  revisionListResponseSchema,
  revisionResponseSchema,
  type Article,
  type ArticleListItem,
  type Revision,
  type RevisionSummary,
} from '@/lib/articles/schemas';
import { parseArticleId } from '@/lib/articles/validation';
import { articleFormData, draftValuesOf } from './article-form-data';
import { newsCache } from './cache';
import { sessionStore } from './storage';
import { ApiError, failure, json, parsed, send } from './http';
import { crmT } from '@/lib/i18n/crm';

export { ApiError };

const writeAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional().default(''),
  data: articleSchema.optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** 409: someone saved the article since this version was loaded; `data` is theirs. */
  conflict: z.boolean().optional(),
});
/** The provider's answer to a write, and its HTTP status (0 when it never answered). */
export type WriteAnswer = z.infer<typeof writeAnswerSchema> & { status?: number };

const uploadSchema = z.object({
  data: z.object({
    url: z.string().optional(),
    path: z.string(),
    width: z.number().int().positive().optional().catch(undefined),
    height: z.number().int().positive().optional().catch(undefined),
  }),
});

function call(path: string, init: RequestInit = {}): Promise<Response> {
  return send(`${apiBase(publicConfig.providerUrl)}${path}`, init);
}

const cache = () => newsCache(sessionStore());

/**
 * GET {api}/articles?status=all (every status, for staff; a provider that knows only the spec
 * lists its published articles), refreshing `newsList`.
 */
export async function fetchArticleList(): Promise<ArticleListItem[]> {
  const { data } = await parsed(await call('/articles?status=all'), articleListResponseSchema);
  cache().setList(data);
  return data;
}

/** The article to edit: `newsContent` first, then GET {api}/article/id/{id}. */
export async function loadArticleForEditing(id: number): Promise<Article> {
  const cached = cache().content(id);
  if (cached && cached.id === id) return cached;
  const { data } = await parsed(await call(`/article/id/${id}`), articleResponseSchema);
  cache().setContent(data);
  return data;
}

/** GET {api}/article/id/{id}, past the tab's cache, which it refreshes. */
export async function fetchArticle(id: number): Promise<Article> {
  const { data } = await parsed(await call(`/article/id/${id}`), articleResponseSchema);
  cache().replace(data);
  return data;
}

/**
 * Puts a published article back to draft: the update call with the article's own fields
 * (the contract's update needs them all) and `status=draft`.
 */
export async function unpublishArticle(id: number): Promise<WriteAnswer> {
  const { data: article } = await parsed(await call(`/article/id/${id}`), articleResponseSchema);
  const form = articleFormData(draftValuesOf(article), {
    banner: null,
    intent: 'draft',
    savedSlug: article.slug,
  });
  return updateArticle(id, form, { version: article.updated_at });
}

async function write(path: string, form: FormData, headers?: HeadersInit): Promise<WriteAnswer> {
  const response = await call(path, { method: 'POST', body: form, headers });
  const body = writeAnswerSchema.safeParse(await json(response));
  if (body.success) {
    if (!response.ok && body.data.success) body.data.success = false;
    if (response.status === 409) body.data.conflict = true;
    if (!body.data.success) console.error(`{api} refused: ${response.status} ${body.data.message}`);
    return { ...body.data, status: response.status };
  }
  throw await failure(response);
}

/** POST {api}/article; on success the new article goes first in `newsList`. */
export async function createArticle(form: FormData): Promise<WriteAnswer> {
  const answer = await write('/article', form);
  if (answer.success && answer.data) cache().prepend(answer.data);
  return answer;
}

/** POST {api}/article/{id} with _method=PUT; on success it replaces its cached row. */
export async function updateArticle(
  id: unknown,
  form: FormData,
  { version }: { version?: string } = {},
): Promise<WriteAnswer> {
  const valid = parseArticleId(id);
  if (valid === undefined) throw new Error(crmT('validation.invalidId'));
  form.set('_method', 'PUT');
  // Saved only over the version staff started from (docs/CONTRACT.md, edit conflicts).
  const answer = await write(
    `/article/${valid}`,
    form,
    version ? { 'If-Match': `"${version}"` } : undefined,
  );
  if (answer.success && answer.data) cache().replace(answer.data);
  return answer;
}

/**
 * DELETE {api}/article/{id} (docs/CONTRACT.md): a 204 gives the raw response, other successes their
 * JSON; a refusal throws and the caches keep the article, since it still exists.
 */
export async function deleteArticle(id: unknown): Promise<Response | unknown> {
  const valid = parseArticleId(id);
  if (valid === undefined) throw new Error(crmT('validation.invalidIdDelete'));
  const response = await call(`/article/${valid}`, { method: 'DELETE' });
  if (!response.ok) throw await failure(response);
  cache().remove(valid);
  return response.status === 204 ? response : json(response);
}

/**
 * POST {api}/upload: an image for an article's body; resolves with its public URL and its size
 * (the provider's, else the file's own as the browser reads it).
 */
export async function uploadImage(
  file: File,
): Promise<{ src: string; width?: number; height?: number }> {
  const form = new FormData();
  form.set('image', file);
  const response = await call('/upload', { method: 'POST', body: form });
  const { data } = await parsed(response, uploadSchema);
  const src = data.url ?? `${apiBase(publicConfig.providerUrl)}/${data.path.replace(/^\/+/, '')}`;
  if (data.width && data.height) return { src, width: data.width, height: data.height };
  const size = await createImageBitmap(file).then(
    (bitmap) => {
      const read = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return read;
    },
    () => ({}),
  );
  return { src, ...size };
}

const previewAnswerSchema = z.object({
  data: z.object({ id: z.string(), urls: z.record(z.string(), z.string()) }),
});

/**
 * POST /api/preview: a preview of the form's values (previewFormData); its address in each
 * language. It is this site's endpoint, not {api}'s: a preview is rendered here, whichever
 * provider keeps the articles.
 */
export async function createPreview(form: FormData): Promise<Record<string, string>> {
  const response = await send('/api/preview', { method: 'POST', body: form });
  return (await parsed(response, previewAnswerSchema)).data.urls;
}

/** GET {api}/article/id/{id}/revisions: the article's history, newest first. */
export async function fetchRevisions(id: number): Promise<RevisionSummary[]> {
  return (await parsed(await call(`/article/id/${id}/revisions`), revisionListResponseSchema)).data;
}

/** GET {api}/article/id/{id}/revisions/{revision}: one revision, whole. */
export async function fetchRevision(id: number, revision: number): Promise<Revision> {
  const response = await call(`/article/id/${id}/revisions/${revision}`);
  return (await parsed(response, revisionResponseSchema)).data;
}

/**
 * POST {api}/article/id/{id}/revisions/{revision}: brings it back as a new revision, over
 * `version` of the article (409 with the current article when someone saved since).
 */
export async function restoreRevision(
  id: number,
  revision: number,
  { version }: { version?: string } = {},
): Promise<WriteAnswer> {
  const response = await call(`/article/id/${id}/revisions/${revision}`, {
    method: 'POST',
    headers: version ? { 'If-Match': `"${version}"` } : undefined,
  });
  const body = writeAnswerSchema.safeParse(await json(response));
  if (!body.success) throw await failure(response);
  if (response.status === 409) body.data.conflict = true;
  if (!response.ok) body.data.success = false;
  if (body.data.success && body.data.data) cache().replace(body.data.data);
  return body.data;
}
