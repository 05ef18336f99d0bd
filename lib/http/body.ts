/** The body is larger than the endpoint accepts; nothing past the limit was read. */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

/** The body is missing, of a type the endpoint does not read, or not what its type says. */
export class UnsupportedBody extends Error {
  override name = 'UnsupportedBody';
}

/**
 * The client went away, or was cut off for sending too slowly (lib/server/request-timeouts.ts),
 * before the body was complete. Nothing is logged: there is no one left to answer.
 */
export class BodyAborted extends UnsupportedBody {
  override name = 'BodyAborted';
}

/**
 * The request's body, but never more than `maxBytes` of it: a declared length over the limit is
 * refused before anything is read, and a body that streams past the limit (chunked, or lying
 * about its length) is cancelled at the first chunk that crosses it.
 */
export async function readBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) {
    throw new BodyTooLarge();
  }
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new BodyAborted('the body ended before it was complete');
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as UTF-8 text (at most `maxBytes`); malformed UTF-8 is refused, not patched. */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBody(request, maxBytes);
  try {
    return utf8.decode(bytes);
  } catch {
    throw new UnsupportedBody('body is not UTF-8');
  }
}

/**
 * A JSON object from a body declared as application/json (at most `maxBytes`); an empty body
 * is `emptyAs` when given, otherwise refused.
 */
export async function readJsonObject(
  request: Request,
  maxBytes: number,
  { emptyAs, plainText }: { emptyAs?: Record<string, unknown>; plainText?: boolean } = {},
): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  const text = await readText(request, maxBytes);
  if (!text.trim() && emptyAs) return emptyAs;
  const json = /^application\/json\b/i.test(type) || (plainText && /^text\/plain\b/i.test(type));
  if (!json) throw new UnsupportedBody('body is not JSON');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UnsupportedBody('body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UnsupportedBody('body is not a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * The request's multipart (or url-encoded) form, read with the platform's parser from at most
 * `maxBytes` of body.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new UnsupportedBody(`unsupported content type: ${type || 'none'}`);
  }
  if (/^multipart\//i.test(type) && !/;\s*boundary=/i.test(type)) {
    throw new UnsupportedBody('multipart body without a boundary');
  }
  const bytes = await readBody(request, maxBytes);
  if (bytes.byteLength === 0) throw new UnsupportedBody('empty body');
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch (error) {
    throw new UnsupportedBody(error instanceof Error ? error.message : 'unreadable form');
  }
}

export type BodyKind = 'json' | 'form';
export type BodyOf<K extends BodyKind> = [K] extends [never]
  ? undefined
  : K extends 'json'
    ? Record<string, unknown>
    : FormData;

/** Why a body was not read: over the limit, or not what the endpoint reads. */
export type BodyRefusal = 'tooLarge' | 'badRequest';

export interface BodyLimit<K extends BodyKind> {
  kind: K;
  /** Bytes read at most. */
  limit: number;
  /** An empty JSON body is refused instead of read as `{}`. */
  emptyRefused?: boolean;
  /**
   * JSON sent as text/plain is read too: `navigator.sendBeacon` sends a string that way, and it
   * is the one type a page can send anywhere without asking first.
   */
  plainText?: boolean;
}

/**
 * The body as the endpoint reads it (a JSON object, or a form) within its limit, or why it
 * was refused. The one place a body too large is told from a bad one.
 */
export async function readBounded<K extends BodyKind>(
  request: Request,
  { kind, limit, emptyRefused, plainText }: BodyLimit<K>,
): Promise<{ ok: true; body: BodyOf<K> } | { ok: false; refusal: BodyRefusal }> {
  try {
    const body =
      kind === 'json'
        ? await readJsonObject(request, limit, {
            emptyAs: emptyRefused ? undefined : {},
            plainText,
          })
        : await readFormData(request, limit);
    return { ok: true, body: body as BodyOf<K> };
  } catch (error) {
    return { ok: false, refusal: error instanceof BodyTooLarge ? 'tooLarge' : 'badRequest' };
  }
}
