import { after, NextResponse } from 'next/server';
import { submitContactMessage } from '@/lib/contact/submit';
import { BodyTooLarge, readJsonObject, UnsupportedBody } from '@/lib/http/body';
import { requestClientAddress } from '@/lib/http/client-address';

const MAX_BODY_BYTES = 16 * 1024;

function answer(error: string, status: number, headers?: HeadersInit) {
  return NextResponse.json({ error }, { status, headers });
}

/**
 * The contact form's endpoint (docs/CONTRACT.md): `{"error":"ok"}` once the message is stored,
 * otherwise an error code with its status.
 */
export async function POST(request: Request) {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return answer('unsupported_media_type', 415);
  }
  let fields: Record<string, unknown>;
  try {
    fields = await readJsonObject(request, MAX_BODY_BYTES);
  } catch (error) {
    // Stop reading a body that is too large and close the connection rather than drain it.
    if (error instanceof BodyTooLarge) {
      return answer('payload_too_large', 413, { Connection: 'close' });
    }
    if (error instanceof UnsupportedBody) return answer('invalid_json', 400);
    throw error;
  }

  const outcome = await submitContactMessage(fields, requestClientAddress(request.headers), {
    afterResponse: after,
  });
  switch (outcome.status) {
    case 'ok':
      return answer('ok', 200);
    case 'invalid':
      return NextResponse.json(
        { error: 'invalid_fields', fields: outcome.fields },
        { status: 400 },
      );
    case 'limited':
      return answer('too_many_requests', 429, { 'Retry-After': String(outcome.retryAfter) });
    case 'unavailable':
      return answer('unavailable', 503, { 'Retry-After': '30' });
  }
}
