import { NextResponse } from 'next/server';
import { CRM_HOME, INVITE_PATH } from '@/lib/auth/config';
import { startSession } from '@/lib/auth/session';
import { textField } from '@/lib/http/form-data';
import { withPublicWrite } from '@/lib/http/public-write';
import { acceptInvite } from '@/lib/staff/account';

/** A token and a password of up to 1,024 characters fit in far less. */
const MAX_BODY_BYTES = 8 * 1024;

const NO_STORE = { 'Cache-Control': 'no-store' };

const wantsJson = (request: Request) =>
  /\bapplication\/json\b/i.test(request.headers.get('accept') ?? '');

/**
 * The answer to a link that could not be used: JSON to the page's script, and to anything
 * before the link's token is known; the page again, with the error, to a plain form.
 */
function refuse(
  request: Request,
  error: string,
  status: number,
  token?: string,
  retryAfter?: number,
) {
  const headers: Record<string, string> = { ...NO_STORE };
  if (status === 413) headers.Connection = 'close';
  if (retryAfter) headers['Retry-After'] = String(retryAfter);
  if (wantsJson(request) || !token) {
    return NextResponse.json({ error, retryAfter }, { status, headers });
  }
  const query = new URLSearchParams({ error });
  if (retryAfter) query.set('retryAfter', String(retryAfter));
  return new Response(null, {
    status: 303,
    headers: { ...headers, Location: `${INVITE_PATH}/${token}?${query}` },
  });
}

const REFUSAL_STATUS = { forbidden: 403, tooLarge: 413, badRequest: 400, unsupportedType: 400 };

/**
 * POST /api/auth/invite (token, password): uses a one-time sign-in link. The password becomes
 * the account's and the browser is signed in. The page posts with fetch (JSON answers) and,
 * before its script has loaded, as a plain form (303 redirects).
 */
export const POST = withPublicWrite(
  async ({ request, body: form, address }) => {
    const token = textField(form, 'token');
    if (!/^[\w-]{43}$/.test(token)) return refuse(request, 'invalidLink', 404);
    const password = textField(form, 'password');
    const result = await acceptInvite(token, { password }, { address });
    if (!result.ok) {
      if (result.code === 'rateLimited') {
        return refuse(request, 'rateLimited', 429, token, result.retryAfter);
      }
      return result.code === 'invalid'
        ? refuse(request, 'passwordWeak', 422, token)
        : refuse(request, 'invalidLink', 404, token);
    }
    await startSession(result.value, {
      userAgent: request.headers.get('user-agent') ?? '',
      address,
    });
    if (wantsJson(request)) return NextResponse.json({ next: CRM_HOME }, { headers: NO_STORE });
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: CRM_HOME } });
  },
  {
    sameOrigin: true,
    body: { kind: 'form', limit: MAX_BODY_BYTES },
    refuse: (refusal, request) =>
      refuse(
        request,
        refusal === 'unsupportedType' ? 'badRequest' : refusal,
        REFUSAL_STATUS[refusal],
      ),
  },
);
