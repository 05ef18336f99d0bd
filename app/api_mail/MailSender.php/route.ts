import { after, NextResponse } from 'next/server';
import { trustedProxies } from '@/lib/env';
import { BodyTooLarge, readJsonObject, UnsupportedBody } from '@/lib/http/body';
import { clientAddress } from '@/lib/http/client-address';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { asLocale } from '@/lib/i18n/detect';
import { routing } from '@/lib/i18n/routing';
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

/** People never see the honeypot field: any value at all in it means a bot filled the form. */
function isBot(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

export async function POST(request: Request) {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return answer('unsupported_media_type', 415);
  }
  const limit = await limiter.hit(clientAddress(request.headers, trustedProxies()));
  if (!limit.allowed) {
    return answer('too_many_requests', 429, { 'Retry-After': String(limit.retryAfter) });
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

  // Answered as usual so that bots learn nothing.
  if (isBot(fields)) return answer('ok', 200);

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
    return answer('unavailable', 503, { 'Retry-After': '30' });
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
