/** Name of the staff session cookie (httpOnly; the browser's scripts never see it). */
export const SESSION_COOKIE = 'lumen_crm_session';
/** Sessions last two weeks, then staff sign in again. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Sign-in and password attempts are counted over 15 minutes (lib/auth/login-throttle.ts,
 * lib/auth/password-limits.ts): no limit makes anyone wait longer than this.
 */
export const ATTEMPT_WINDOW_SECONDS = 15 * 60;

export const LOGIN_PATH = '/crm/login';
/** Route handlers of signing in and out (app/api/auth/...). */
export const LOGIN_ENDPOINT = '/api/auth/login';
export const LOGOUT_ENDPOINT = '/api/auth/logout';
/** Request header set by proxy.ts: the CRM page asked for, to come back to after signing in. */
export const CRM_PATH_HEADER = 'x-crm-path';
export const CRM_HOME = '/crm/articles';

/**
 * The staff session cookie: httpOnly, SameSite=Lax, and Secure where the site is served over
 * HTTPS (a production deployment: `config().production`). Browsers keep Secure cookies only
 * over HTTPS, localhost aside.
 */
export function sessionCookieOptions(expires: Date, secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', expires };
}

/**
 * Where to go after signing in: a path of ours under /crm/, never another site. The value is
 * resolved the way a browser would resolve it (dot segments, backslashes and all) and refused
 * unless the result is a plain path under /crm/ other than the login page.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || next.length > 2048) return CRM_HOME;
  // Browsers read a backslash as a slash and drop tabs and newlines: refuse them outright.
  if (!next.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(next)) return CRM_HOME;
  let url: URL;
  try {
    url = new URL(next, 'http://crm.invalid');
  } catch {
    return CRM_HOME;
  }
  const path = url.pathname;
  if (url.origin !== 'http://crm.invalid' || path.includes('//')) return CRM_HOME;
  if (path !== '/crm' && !path.startsWith('/crm/')) return CRM_HOME;
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return CRM_HOME;
  return `${path}${url.search}`;
}

/** The page of a one-time sign-in link (app/crm/invite/[token]); reachable without a session. */
export const INVITE_PATH = '/crm/invite';
export const INVITE_ENDPOINT = '/api/auth/invite';
