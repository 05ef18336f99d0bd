import { after, NextResponse } from 'next/server';
import { asLocale } from '@/lib/i18n/detect';
import { routing } from '@/lib/i18n/routing';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { deliverContactMessage, mailConfigFromEnv } from '@/lib/mail/delivery';
import { saveContactMessage } from '@/lib/store/contact-messages';
import { getStore } from '@/lib/store/db';
import { contactErrors, contactSchema } from '@/lib/validation/contact';

const MAX_BODY_BYTES = 16 * 1024;
const HONEYPOT_FIELD = 'website';

const limiter = createRateLimiter({
  limit: Number(process.env.CONTACT_RATE_LIMIT) || 5,
  windowMs: 10 * 60_000,
});

function answer(error: string, status: number, headers?: HeadersInit) {
  return NextResponse.json({ error }, { status, headers });
}

export async function POST(request: Request) {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return answer('unsupported_media_type', 415);
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return answer('payload_too_large', 413);
  }

  const limit = limiter.hit(clientKey(request.headers));
  if (!limit.allowed) {
    return answer('too_many_requests', 429, { 'Retry-After': String(limit.retryAfter) });
  }

  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return answer('payload_too_large', 413);

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return answer('invalid_json', 400);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return answer('invalid_json', 400);
  }

  const fields = body as Record<string, unknown>;
  // Bots fill every field; people never see this one. Answer as usual so they learn nothing.
  if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') {
    return answer('ok', 200);
  }

  const parsed = contactSchema.safeParse(fields);
  if (!parsed.success) {
    return NextResponse.json(
      { error: 'invalid_fields', fields: contactErrors(fields) },
      { status: 400 },
    );
  }

  let id: number;
  try {
    const locale = asLocale(typeof fields.locale === 'string' ? fields.locale : undefined);
    id = await saveContactMessage(await getStore(), {
      ...parsed.data,
      locale: locale ?? routing.defaultLocale,
    });
  } catch (error) {
    console.error('contact message could not be stored', error);
    return answer('unavailable', 503);
  }

  const mail = mailConfigFromEnv();
  if (mail) {
    // The message is safe in the store; e-mail it once the visitor has the answer.
    after(async () => {
      try {
        await deliverContactMessage(await getStore(), id, mail);
      } catch (error) {
        console.error(`contact message ${id}: delivery crashed; the sweep will retry`, error);
      }
    });
  }
  return answer('ok', 200);
}
