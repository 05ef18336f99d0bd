import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { LOGIN_PATH, safeNextPath, sessionCookieOptions } from '@/lib/auth/config';
import { DEVICE_COOKIE, DEVICE_TTL_MS } from '@/lib/auth/device';
import { login, type LoginError } from '@/lib/auth/login';
import { loginThrottle, startSession } from '@/lib/auth/session';
import { config } from '@/lib/env';
import { textField } from '@/lib/http/form-data';
import { withPublicWrite, type PublicRefusal } from '@/lib/http/public-write';
import { getStore } from '@/lib/db/database';

/** An e-mail, a password of up to 1,024 characters and the return path fit in far less. */
const MAX_BODY_BYTES = 8 * 1024;

/** A same-origin redirect: a relative Location, whatever host name the request came in on. */
function seeOther(path: string, headers: Record<string, string> = {}) {
  return new Response(null, { status: 303, headers: { ...headers, Location: path } });
}

type SignInError = LoginError | Exclude<PublicRefusal, 'unsupportedType'>;

const STATUS: Record<SignInError, number> = {
  required: 400,
  badRequest: 400,
  invalid: 401,
  forbidden: 403,
  tooLarge: 413,
  rateLimited: 429,
};

const wantsJson = (request: Request) =>
  /\bapplication\/json\b/i.test(request.headers.get('accept') ?? '');

/**
 * The answer to a failed sign-in. Requests a browser form never makes get their status; a
 * person gets the form back.
 */
function fail(request: Request, next: string, error: SignInError, retryAfter?: number) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (retryAfter) headers['Retry-After'] = String(retryAfter);
  if (error === 'tooLarge') headers.Connection = 'close';
  const malformed = error === 'forbidden' || error === 'tooLarge' || error === 'badRequest';
  if (wantsJson(request) || malformed) {
    return NextResponse.json({ error, retryAfter }, { status: STATUS[error], headers });
  }
  const query = new URLSearchParams({ error, next });
  if (retryAfter) query.set('retryAfter', String(retryAfter));
  return seeOther(`${LOGIN_PATH}?${query}`, headers);
}

/**
 * POST /api/auth/login: the CRM's sign-in. The login form posts here with fetch (JSON answers)
 * and, before its script has loaded, as a plain HTML form (answered with 303 redirects).
 */
export const POST = withPublicWrite(
  async ({ request, body: form, address }) => {
    const next = safeNextPath(textField(form, 'next'));

    const jar = await cookies();
    const result = await login(await getStore(), loginThrottle(), {
      email: textField(form, 'email'),
      password: textField(form, 'password'),
      address,
      deviceToken: jar.get(DEVICE_COOKIE)?.value,
    });
    if (!result.ok) return fail(request, next, result.error, result.retryAfter);

    await startSession(result.userId, {
      userAgent: request.headers.get('user-agent') ?? '',
      address,
    });
    const device = sessionCookieOptions(new Date(Date.now() + DEVICE_TTL_MS), config().production);
    jar.set(DEVICE_COOKIE, result.deviceToken, { ...device, sameSite: 'strict' });
    if (wantsJson(request)) {
      return NextResponse.json({ next }, { headers: { 'Cache-Control': 'no-store' } });
    }
    return seeOther(next);
  },
  {
    sameOrigin: true,
    body: { kind: 'form', limit: MAX_BODY_BYTES },
    refuse: (refusal, request) =>
      fail(request, safeNextPath(null), refusal === 'unsupportedType' ? 'badRequest' : refusal),
  },
);
