import { limitKey } from '@/lib/http/client-address';
import { config } from '@/lib/env';
import { createRateLimiter, type RateLimiter } from '@/lib/server/rate-limit';
import { asLocale } from '@/lib/i18n/detect';
import { routing } from '@/lib/i18n/routing';
import { deliverContactMessage, mailConfig } from '@/lib/contact/delivery';
import { saveContactMessage } from '@/lib/contact/store';
import { getStore } from '@/lib/db/database';
import { contactErrors, contactSchema, type ContactErrors } from '@/lib/contact/validation';
import { traceVisit, type MessageSource, type VisitFacts } from '@/lib/analytics/trace';

/** The field bots fill and people never see. */
export const HONEYPOT_FIELD = 'website';

export type ContactOutcome =
  /** Stored (and to be e-mailed), or caught by the honeypot: answered the same either way. */
  | { status: 'ok' }
  | { status: 'invalid'; fields: ContactErrors }
  | { status: 'limited'; retryAfter: number }
  | { status: 'unavailable' };

export interface ContactDependencies {
  /** Runs work after the answer is sent (Next's `after`). */
  afterResponse: (task: () => Promise<void>) => void;
  limiter?: RateLimiter;
  /** The sender's request: which page and visit brought them (the inbox shows it). */
  visit?: Omit<VisitFacts, 'address'>;
  trace?: (facts: VisitFacts) => Promise<MessageSource | undefined>;
}

const holder = globalThis as { __contactLimiter?: RateLimiter };

function contactLimiter(): RateLimiter {
  return (holder.__contactLimiter ??= createRateLimiter({
    name: 'contact',
    limit: config().contactRateLimit,
    windowMs: 10 * 60_000,
  }));
}

/** Any value at all in the honeypot means a bot filled the form. */
function isBot(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/**
 * A visitor's message from the contact form: limited per client address, validated, stored
 * with where it came from (the page, and the visit's first page and source), and e-mailed once
 * the visitor has the answer (failed deliveries are retried by the sweep). HTTP-free: the route
 * reads the body and shapes the answer.
 */
export async function submitContactMessage(
  fields: Record<string, unknown>,
  address: string,
  { afterResponse, limiter = contactLimiter(), visit, trace = traceVisit }: ContactDependencies,
): Promise<ContactOutcome> {
  const limit = await limiter.hit(limitKey(address));
  if (!limit.allowed) return { status: 'limited', retryAfter: limit.retryAfter };
  // Answered as usual so that bots learn nothing.
  if (isBot(fields)) return { status: 'ok' };

  const parsed = contactSchema.safeParse(fields);
  if (!parsed.success) return { status: 'invalid', fields: contactErrors(fields) };

  let id: number;
  try {
    const locale = asLocale(typeof fields.locale === 'string' ? fields.locale : undefined);
    const source = visit ? await trace({ ...visit, address }) : undefined;
    id = await saveContactMessage(await getStore(), {
      ...parsed.data,
      ...source,
      locale: locale ?? routing.defaultLocale,
    });
  } catch (error) {
    console.error('contact message could not be stored', error);
    return { status: 'unavailable' };
  }

  const mail = mailConfig();
  if (mail) {
    afterResponse(async () => {
      try {
        await deliverContactMessage(await getStore(), id, mail);
      } catch (error) {
        console.error(`contact message ${id}: delivery crashed; the sweep will retry`, error);
      }
    });
  }
  return { status: 'ok' };
}
