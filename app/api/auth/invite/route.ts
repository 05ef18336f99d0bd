import { NextResponse } from 'next/server';
import { CRM_HOME, INVITE_PATH } from '@/lib/auth/config';
import { isSameOriginRequest } from '@/lib/auth/origin';
import { startSession } from '@/lib/auth/session';
import { siteUrl } from '@/lib/env';
import { BodyTooLarge, readFormData } from '@/lib/http/body';
import { requestClientAddress } from '@/lib/http/client-address';
import { textField } from '@/lib/http/form-data';
import { acceptInvite } from '@/lib/staff/account';

/** A token and a password of up to 1,024 characters fit in far less. */
const MAX_BODY_BYTES = 8 * 1024;

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * POST /api/auth/invite (token, password): uses a one-time sign-in link. The password becomes
 * the account's and the browser is signed in. The page posts with fetch (JSON answers) and,
 * before its script has loaded, as a plain form (303 redirects).
 */
export async function POST(request: Request) {
  const wantsJson = /\bapplication\/json\b/i.test(request.headers.get('accept') ?? '');
  const refuse = (error: string, status: number, token?: string, retryAfter?: number) => {
    const headers: Record<string, string> = { ...NO_STORE };
    if (status === 413) headers.Connection = 'close';
    if (retryAfter) headers['Retry-After'] = String(retryAfter);
    if (wantsJson || !token) {
      return NextResponse.json({ error, retryAfter }, { status, headers });
    }
    const query = new URLSearchParams({ error });
    if (retryAfter) query.set('retryAfter', String(retryAfter));
    return new Response(null, {
      status: 303,
      headers: { ...headers, Location: `${INVITE_PATH}/${token}?${query}` },
    });
  };

  if (!isSameOriginRequest(request.headers, request.url, siteUrl().origin)) {
    return refuse('forbidden', 403);
  }
  let form: FormData;
  try {
    form = await readFormData(request, MAX_BODY_BYTES);
  } catch (error) {
    return error instanceof BodyTooLarge ? refuse('tooLarge', 413) : refuse('badRequest', 400);
  }
  const token = textField(form, 'token');
  if (!/^[\w-]{43}$/.test(token)) return refuse('invalidLink', 404);

  const address = requestClientAddress(request.headers);
  const result = await acceptInvite(token, { password: textField(form, 'password') }, { address });
  if (!result.ok) {
    if (result.code === 'rateLimited') {
      return refuse('rateLimited', 429, token, result.retryAfter);
    }
    return result.code === 'invalid'
      ? refuse('passwordWeak', 422, token)
      : refuse('invalidLink', 404, token);
  }
  await startSession(result.value, {
    userAgent: request.headers.get('user-agent') ?? '',
    address,
  });
  if (wantsJson) return NextResponse.json({ next: CRM_HOME }, { headers: NO_STORE });
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: CRM_HOME } });
}
