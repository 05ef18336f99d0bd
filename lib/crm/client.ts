import '@/lib/validation/zod-config';
import * as z from 'zod';
import { crmT } from '@/lib/i18n/crm';

/**
 * The CRM's one way to call a server: this site's staff endpoints and {api}. Every failure
 * becomes an ApiError (the network, a refusal, an answer of an unexpected shape), which the
 * query hooks (lib/crm/queries/) hand to the screens as their `error`.
 */

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

/** What a screen shows for a failure: its message, or a generic one. */
export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : crmT('api.somethingWrong');

const messageSchema = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export interface CallOptions {
  method?: string;
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** A query's signal: a read nobody waits for any more is abandoned. */
  signal?: AbortSignal;
}

/** fetch without the browser's cache, answering JSON; a network failure is an ApiError. */
export async function send(
  url: string,
  { method = 'GET', body, headers, signal }: CallOptions = {},
): Promise<Response> {
  const json = body !== undefined && !(body instanceof FormData);
  try {
    return await fetch(url, {
      method,
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
      headers: {
        Accept: 'application/json',
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      cache: 'no-store',
      signal,
    });
  } catch {
    throw new ApiError(crmT('api.network'), 0);
  }
}

/** The answer's JSON body, or undefined when it has none. */
export async function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}

/** Refusals a screen expects and explains itself: not logged as errors. */
const EXPECTED_REFUSALS = new Set([409]);

/** The server's message for a failed answer, or a generic one with the status. */
export async function failure(response: Response): Promise<ApiError> {
  const body = messageSchema.safeParse(await readJson(response));
  const message =
    (body.success && body.data.message) || crmT('api.badAnswer', { status: response.status });
  // A conflict (409) is an answer the form expects and shows; anything else is worth a trace.
  if (!EXPECTED_REFUSALS.has(response.status)) {
    console.error(`the server answered ${response.status}: ${message}`);
  }
  return new ApiError(message, response.status, body.success ? body.data.errors : undefined);
}

/** The answer's body as `schema` says, or an ApiError (a refusal or an unexpected shape). */
export async function parsed<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  if (!response.ok) throw await failure(response);
  const result = schema.safeParse(await readJson(response));
  if (!result.success) {
    console.error(`the server answered an unexpected shape`, result.error.issues);
    throw new ApiError(crmT('api.badAnswer', { status: response.status }), response.status);
  }
  return result.data;
}

/** A call whose answer is parsed with `schema`; any failure throws an ApiError. */
export async function call<T>(
  url: string,
  schema: z.ZodType<T>,
  options: CallOptions = {},
): Promise<T> {
  return parsed(await send(url, options), schema);
}

/** A staff endpoint's plain success answer. */
export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });
