import '@/lib/validation/zod-config';
import * as z from 'zod';
import { crmT } from '@/lib/i18n/crm';

/** A failed call, with the server's message (Russian) and field errors when it sent them. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

const messageSchema = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** fetch without the browser's cache, answering JSON; a network failure is an ApiError. */
export async function send(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(crmT('api.network'), 0);
  }
}

export async function json(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}

/** The server's message for a failed answer, or a generic one with the status. */
export async function failure(response: Response): Promise<ApiError> {
  const body = messageSchema.safeParse(await json(response));
  const message =
    (body.success && body.data.message) || crmT('api.badAnswer', { status: response.status });
  console.error(`the server answered ${response.status}: ${message}`);
  return new ApiError(message, response.status, body.success ? body.data.errors : undefined);
}

/** The answer's body as `schema` says, or an ApiError (a refusal or an unexpected shape). */
export async function parsed<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  if (!response.ok) throw await failure(response);
  const result = schema.safeParse(await json(response));
  if (!result.success) {
    console.error(`the server answered an unexpected shape`, result.error.issues);
    throw new ApiError(crmT('api.badAnswer', { status: response.status }), response.status);
  }
  return result.data;
}

/** A JSON call to one of this site's staff endpoints (`/api/crm/…`), its answer parsed. */
export async function staffCall<T>(
  path: string,
  schema: z.ZodType<T>,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await send(path, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  return parsed(response, schema);
}

/** A staff endpoint's plain success answer. */
export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });
