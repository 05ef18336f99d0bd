import '@/lib/validation/zod-config';
import * as z from 'zod';
import { apiBase } from '@/lib/articles/config';
import { articleResponseSchema, articleSchema, type Article } from '@/lib/articles/schemas';
import { publicConfig } from '@/lib/env.public';
import { parseArticleId } from '@/lib/articles/validation';
import { crmT } from '@/lib/i18n/crm';
import { call, failure, readJson, send, type CallOptions } from '../client';

/**
 * The calls to {api}'s articles (docs/CONTRACT.md) under the query hooks: addresses, the
 * answer to a write, the edit's version, and the id checks made before any request.
 */

export const api = (path: string) => `${apiBase(publicConfig.providerUrl)}${path}`;
export const ifMatch = (version?: string) => (version ? { 'If-Match': `"${version}"` } : undefined);

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

export async function fetchArticle(id: number): Promise<Article> {
  return (await call(api(`/article/id/${id}`), articleResponseSchema)).data;
}

/** A write whose answer follows the contract (success, message, data, errors) at any status. */
export async function write(path: string, options: CallOptions): Promise<WriteAnswer> {
  const response = await send(api(path), { method: 'POST', ...options });
  const body = writeAnswerSchema.safeParse(await readJson(response));
  if (!body.success) throw await failure(response);
  if (!response.ok && body.data.success) body.data.success = false;
  if (response.status === 409) body.data.conflict = true;
  // A conflict (409) is an answer the form expects and shows: no error of its own is logged.
  if (!body.data.success && response.status !== 409) {
    console.error(`{api} refused: ${response.status} ${body.data.message}`);
  }
  return { ...body.data, status: response.status };
}

/** POST {api}/article/{id} with _method=PUT, over `version` (docs/CONTRACT.md, edit conflicts). */
export async function putArticle(id: unknown, form: FormData, version?: string) {
  const valid = parseArticleId(id);
  if (valid === undefined) throw new Error(crmT('validation.invalidId'));
  form.set('_method', 'PUT');
  return write(`/article/${valid}`, { body: form, headers: ifMatch(version) });
}

/**
 * DELETE {api}/article/{id} (docs/CONTRACT.md): a 204 gives the raw response, other successes
 * their JSON; a refusal throws and the caches keep the article, since it still exists.
 */
export async function deleteArticle(id: unknown): Promise<Response | unknown> {
  const valid = parseArticleId(id);
  if (valid === undefined) throw new Error(crmT('validation.invalidIdDelete'));
  const response = await send(api(`/article/${valid}`), { method: 'DELETE' });
  if (!response.ok) throw await failure(response);
  return response.status === 204 ? response : readJson(response);
}
