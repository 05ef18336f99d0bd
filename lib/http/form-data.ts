export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}
export class UnsupportedBody extends Error {
  override name = 'UnsupportedBody';
}

/**
 * The request's multipart (or url-encoded) form, read with the platform's parser but never
 * more than `maxBytes` of it: a declared length over the limit is refused at once, and a body
 * that streams past the limit is cut off.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new UnsupportedBody(`unsupported content type: ${type || 'none'}`);
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLarge();
  if (!request.body) throw new UnsupportedBody('empty body');

  let seen = 0;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(limited, { headers: { 'content-type': type } }).formData();
  } catch (error) {
    if (seen > maxBytes) throw new BodyTooLarge();
    throw new UnsupportedBody(error instanceof Error ? error.message : 'unreadable form');
  }
}

/** A text field, '' when absent; files are not text. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A file field with content, or undefined. */
export function fileField(form: FormData, name: string): File | undefined {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : undefined;
}
