import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { LOGIN_PATH, safeNextPath, sessionCookieOptions } from '@/lib/auth/config';
import { DEVICE_COOKIE, DEVICE_TTL_MS } from '@/lib/auth/device';
import { login, type LoginError } from '@/lib/auth/login';
import { isSameOriginRequest } from '@/lib/auth/origin';
import { loginThrottle, startSession } from '@/lib/auth/session';
import { config, siteUrl } from '@/lib/env';
import { BodyTooLarge, readFormData, UnsupportedBody } from '@/lib/http/body';
import { requestClientAddress } from '@/lib/http/client-address';
import { textField } from '@/lib/http/form-data';
import { getStore } from '@/lib/db/database';

/** An e-mail, a password of up to 1,024 characters and the return path fit in far less. */
const MAX_BODY_BYTES = 8 * 1024;

/** A same-origin redirect: a relative Location, whatever host name the request came in on. */
function seeOther(path: string, headers: Record<string, string> = {}) {
  return new Response(null, { status: 303, headers: { ...headers, Location: path } });
}

type Failure = LoginError | 'forbidden' | 'badRequest';

const STATUS: Record<Failure, number> = {
  required: 400,
  badRequest: 400,
  invalid: 401,
  forbidden: 403,
  tooLarge: 413,
  rateLimited: 429,
};

/**
 * POST /api/auth/login: the CRM's sign-in. The login form posts here with fetch (JSON answers)
 * and, before its script has loaded, as a plain HTML form (answered with 303 redirects).
 */
export async function POST(request: Request) {
  const wantsJson = /\bapplication\/json\b/i.test(request.headers.get('accept') ?? '');
  let next = safeNextPath(null);

  const fail = (error: Failure, retryAfter?: number) => {
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (retryAfter) headers['Retry-After'] = String(retryAfter);
    if (error === 'tooLarge') headers.Connection = 'close';
    // Requests a browser form never makes get their status; a person gets the form back.
    const malformed = error === 'forbidden' || error === 'tooLarge' || error === 'badRequest';
    if (wantsJson || malformed) {
      return NextResponse.json({ error, retryAfter }, { status: STATUS[error], headers });
    }
    const query = new URLSearchParams({ error, next });
    if (retryAfter) query.set('retryAfter', String(retryAfter));
    return seeOther(`${LOGIN_PATH}?${query}`, headers);
  };

  if (!isSameOriginRequest(request.headers, request.url, siteUrl().origin))
    return fail('forbidden');
  let form: FormData;
  try {
    form = await readFormData(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return fail('tooLarge');
    if (error instanceof UnsupportedBody) return fail('badRequest');
    throw error;
  }
  next = safeNextPath(textField(form, 'next'));

  const jar = await cookies();
  const address = requestClientAddress(request.headers);
  const result = await login(await getStore(), loginThrottle(), {
    email: textField(form, 'email'),
    password: textField(form, 'password'),
    address,
    deviceToken: jar.get(DEVICE_COOKIE)?.value,
  });
  if (!result.ok) return fail(result.error, result.retryAfter);

  await startSession(result.userId, {
    userAgent: request.headers.get('user-agent') ?? '',
    address,
  });
  const device = sessionCookieOptions(new Date(Date.now() + DEVICE_TTL_MS), config().production);
  jar.set(DEVICE_COOKIE, result.deviceToken, { ...device, sameSite: 'strict' });
  if (wantsJson) {
    return NextResponse.json({ next }, { headers: { 'Cache-Control': 'no-store' } });
  }
  return seeOther(next);
}
