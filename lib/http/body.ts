import Busboy, { type BusboyInstance } from '@fastify/busboy';
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
  request: Pick<Request, 'headers' | 'body'>,
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
export async function readText(
  request: Pick<Request, 'headers' | 'body'>,
  maxBytes: number,
): Promise<string> {
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
 * A form field is longer than the endpoint takes it: nothing past its limit was kept, and the
 * rest of the body was not read.
 */
export class FieldTooLarge extends BodyTooLarge {
  override name = 'FieldTooLarge';
  constructor(readonly field: string) {
    super(`field ${field} is over its limit`);
  }
}

/** A text field's bytes at most, unless the endpoint says otherwise for it (FormLimits.fields). */
export const FIELD_BYTES = 64 * 1024;
/** Parts of one form at most: every form here has a few dozen fields. */
const MAX_PARTS = 100;

export interface FormLimits {
  /** Bytes of a text field, by name, for those that may pass FIELD_BYTES. */
  fields?: Readonly<Record<string, number>>;
}

/**
 * The request's multipart (or url-encoded) form from at most `maxBytes` of body, parsed as it
 * arrives (@fastify/busboy): each text field is kept up to its limit (`limits.fields`, else
 * FIELD_BYTES), and the first to pass it stops the read (FieldTooLarge, naming it) before any of
 * the form is used. Files are kept up to the body's limit.
 */
export async function readFormData(
  request: Request,
  maxBytes: number,
  limits: FormLimits = {},
): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new UnsupportedBody(`unsupported content type: ${type || 'none'}`);
  }
  if (/^multipart\//i.test(type) && !/;\s*boundary=/i.test(type)) {
    throw new UnsupportedBody('multipart body without a boundary');
  }
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) {
    throw new BodyTooLarge();
  }
  const fieldLimit = (name: string) => limits.fields?.[name] ?? FIELD_BYTES;
  const largest = Math.max(FIELD_BYTES, ...Object.values(limits.fields ?? {}));

  const form = new FormData();
  let refused: Error | undefined;
  let parts = 0;
  let busboy: BusboyInstance;
  try {
    busboy = new Busboy({
      headers: { 'content-type': type },
      // Every part of a multipart body is read as a stream, a text field's too, so that one
      // past its limit is refused as it arrives rather than once it has all been read.
      isPartAFile: () => true,
      // Url-encoded fields come whole: one byte over the largest limit tells one past it.
      limits: { fieldSize: largest + 1, fileSize: maxBytes, parts: MAX_PARTS },
    });
  } catch (error) {
    throw new UnsupportedBody(error instanceof Error ? error.message : 'unreadable form');
  }
  const files: Promise<void>[] = [];
  busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
    parts++;
    if (valueTruncated || Buffer.byteLength(value) > fieldLimit(name)) {
      refused ??= new FieldTooLarge(name);
    } else {
      form.append(name, value);
    }
  });
  busboy.on('file', (name, stream, filename, _encoding, mimeType) => {
    parts++;
    // A part without a file name is a text field.
    const text = filename === undefined;
    const limit = text ? fieldLimit(name) : Infinity;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    files.push(
      new Promise((resolve) => {
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) refused ??= new FieldTooLarge(name);
          else chunks.push(new Uint8Array(chunk));
        });
        stream.on('limit', () => (refused ??= new BodyTooLarge()));
        stream.on('end', () => {
          if (text) form.append(name, Buffer.concat(chunks).toString('utf8'));
          else form.append(name, new File(chunks, filename, { type: mimeType }));
          resolve();
        });
        stream.on('error', () => resolve());
      }),
    );
  });
  busboy.on('partsLimit', () => (refused ??= new UnsupportedBody('too many parts')));
  const finished = new Promise<void>((resolve, reject) => {
    busboy.on('finish', resolve);
    busboy.on('error', (error: unknown) =>
      reject(new UnsupportedBody(error instanceof Error ? error.message : 'unreadable form')),
    );
  });
  finished.catch(() => {});

  const reader = request.body?.getReader();
  let size = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array> | undefined;
      try {
        chunk = reader ? await reader.read() : { done: true, value: undefined };
      } catch {
        throw new BodyAborted('the body ended before it was complete');
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > maxBytes) throw new BodyTooLarge();
      if (refused) throw refused;
      if (!busboy.write(chunk.value)) await new Promise((resolve) => busboy.once('drain', resolve));
    }
    if (size === 0) throw new UnsupportedBody('empty body');
    busboy.end();
    await finished;
    await Promise.all(files);
  } catch (error) {
    await reader?.cancel().catch(() => {});
    busboy.destroy();
    throw error;
  }
  if (refused) throw refused;
  if (parts === 0 && /^multipart\//i.test(type)) throw new UnsupportedBody('no parts');
  return form;
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
  /**
   * A form's text fields that may be longer than FIELD_BYTES: their limit in bytes, and the
   * catalogue key of what a longer one is told (under the field's name in the answer's errors).
   */
  fields?: Readonly<Record<string, { bytes: number; problem: string }>>;
}

/**
 * The body as the endpoint reads it (a JSON object, or a form) within its limit, or why it
 * was refused. The one place a body too large is told from a bad one.
 */
export async function readBounded<K extends BodyKind>(
  request: Request,
  { kind, limit, emptyRefused, plainText, fields }: BodyLimit<K>,
): Promise<{ ok: true; body: BodyOf<K> } | { ok: false; refusal: BodyRefusal; field?: string }> {
  try {
    const body =
      kind === 'json'
        ? await readJsonObject(request, limit, {
            emptyAs: emptyRefused ? undefined : {},
            plainText,
          })
        : await readFormData(request, limit, {
            fields: fields
              ? Object.fromEntries(Object.entries(fields).map(([name, { bytes }]) => [name, bytes]))
              : undefined,
          });
    return { ok: true, body: body as BodyOf<K> };
  } catch (error) {
    if (error instanceof FieldTooLarge)
      return { ok: false, refusal: 'tooLarge', field: error.field };
    return { ok: false, refusal: error instanceof BodyTooLarge ? 'tooLarge' : 'badRequest' };
  }
}
