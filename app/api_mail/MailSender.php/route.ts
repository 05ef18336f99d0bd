import { after, NextResponse } from 'next/server';
import { submitContactMessage } from '@/lib/contact/submit';
import { withPublicWrite } from '@/lib/http/public-write';

const MAX_BODY_BYTES = 16 * 1024;

function answer(error: string, status: number, headers?: HeadersInit) {
  return NextResponse.json({ error }, { status, headers });
}

const REFUSALS = {
  forbidden: () => answer('forbidden', 403),
  unsupportedType: () => answer('unsupported_media_type', 415),
  // Stop reading a body that is too large and close the connection rather than drain it.
  tooLarge: () => answer('payload_too_large', 413, { Connection: 'close' }),
  badRequest: () => answer('invalid_json', 400),
};

/**
 * The contact form's endpoint (docs/CONTRACT.md): `{"error":"ok"}` once the message is stored,
 * otherwise an error code with its status. It takes messages from anywhere (no origin check);
 * its rate limit is the use-case's (lib/contact/submit.ts).
 */
export const POST = withPublicWrite(
  async ({ request, body, address }) => {
    const outcome = await submitContactMessage(body, address, {
      afterResponse: after,
      visit: {
        userAgent: request.headers.get('user-agent') ?? '',
        referer: request.headers.get('referer'),
      },
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
  },
  {
    sameOrigin: false,
    body: { kind: 'json', limit: MAX_BODY_BYTES, emptyRefused: true, typeRequired: true },
    refuse: (refusal) => REFUSALS[refusal](),
  },
);
