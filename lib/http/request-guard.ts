/** Longest path and query a page or endpoint of ours can need (slugs are at most 255 characters). */
export const MAX_PATH_LENGTH = 2048;
export const MAX_QUERY_LENGTH = 2048;

export type RequestRefusal = { status: 400 | 414; reason: string };

/** The back-office and the staff previews hold no files: every path under them is a page. */
const PAGES_ONLY = /^\/(?:crm|(?:[a-z]{2}\/)?preview)(?:\/|$)/;

/** Paths proxy.ts routes as pages; everything else is an endpoint, a Next asset or a file. */
export function isPagePath(pathname: string): boolean {
  if (PAGES_ONLY.test(pathname)) return true;
  return !/^\/(?:api|api_mail|_next|_vercel)/.test(pathname) && !pathname.includes('.');
}

/**
 * Why a request must be refused before any routing, or undefined. Next answers 500 to a path
 * with broken percent-encoding and echoes very long paths into response headers. (Methods are
 * refused before the proxy runs: lib/server/method-guard.ts.)
 */
export function refuseRequest(pathname: string, search: string): RequestRefusal | undefined {
  if (pathname.length > MAX_PATH_LENGTH || search.length > MAX_QUERY_LENGTH) {
    return { status: 414, reason: 'URI too long' };
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, reason: 'Malformed percent-encoding in the path' };
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) {
    return { status: 400, reason: 'Control characters in the path' };
  }
  return undefined;
}

export function refusalResponse({ status, reason }: RequestRefusal): Response {
  return new Response(`${status} ${reason}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * Whether a page path carries an encoded '%' ('%25'). No page of ours has one (slugs and tags
 * cannot contain it), and Next decodes such paths twice on the way to the page, which fails
 * with a 500: proxy.ts sends them straight to the 404 page instead.
 */
export function hasEncodedPercent(pathname: string): boolean {
  return /%25/i.test(pathname);
}
