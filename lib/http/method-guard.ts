/**
 * The methods each route handler under app/api and app/api_mail answers (its exported
 * functions; method-guard.test.ts checks this table against the files). Every other address
 * (pages, the feed, the sitemaps, icons, Next's assets, and unknown addresses, which are the
 * 404 page) answers GET and HEAD only.
 */
export const ROUTE_HANDLERS: Record<string, readonly string[]> = {
  '/api/article': ['POST'],
  '/api/article/[slugOrId]': ['GET', 'POST', 'PUT', 'DELETE'],
  '/api/article/id/[id]': ['GET'],
  '/api/article/id/[id]/revisions': ['GET'],
  '/api/article/id/[id]/revisions/[revision]': ['GET', 'POST', 'PATCH'],
  '/api/article/id/[id]/translations': ['POST', 'DELETE'],
  '/api/article/id/[id]/translations/[other]': ['POST'],
  '/api/articles': ['GET'],
  '/api/auth/invite': ['POST'],
  '/api/auth/login': ['POST'],
  '/api/auth/logout': ['POST'],
  '/api/crm/account/password': ['POST'],
  '/api/crm/account/sessions': ['GET', 'DELETE'],
  '/api/crm/account/sessions/[handle]': ['DELETE'],
  '/api/crm/articles/link-check': ['POST'],
  '/api/crm/audit': ['GET'],
  '/api/crm/inbox': ['GET'],
  '/api/crm/inbox/[id]': ['GET', 'PATCH', 'DELETE'],
  '/api/crm/inbox/[id]/resend': ['POST'],
  '/api/crm/inbox/export': ['GET'],
  '/api/crm/inbox/summary': ['GET'],
  '/api/crm/projects': ['GET', 'POST'],
  '/api/crm/projects/[id]': ['GET', 'PUT', 'PATCH', 'DELETE'],
  '/api/crm/projects/order': ['PUT'],
  '/api/crm/reviews': ['GET', 'POST'],
  '/api/crm/reviews/[id]': ['GET', 'PUT', 'PATCH', 'DELETE'],
  '/api/crm/reviews/order': ['PUT'],
  '/api/crm/staff': ['GET', 'POST'],
  '/api/crm/staff/[id]': ['PATCH', 'DELETE'],
  '/api/crm/staff/[id]/link': ['POST'],
  '/api/crm/staff/[id]/sessions': ['DELETE'],
  '/api/crm/tags': ['GET', 'PUT'],
  '/api/crm/tags/[tag]': ['DELETE'],
  '/api/cron/deliver': ['GET', 'POST'],
  '/api/event': ['GET', 'POST'],
  '/api/images/[file]': ['GET', 'HEAD'],
  '/api/preview': ['POST'],
  '/api/revalidate': ['POST'],
  '/api/upload': ['POST'],
  '/api_mail/MailSender.php': ['POST'],
};

const PAGE_METHODS: readonly string[] = ['GET'];

type Route = { segments: string[]; methods: readonly string[] };

/** Literal segments before dynamic ones, position by position, as Next matches them. */
const ROUTES: Route[] = Object.entries(ROUTE_HANDLERS)
  .map(([pattern, methods]) => ({ segments: pattern.split('/').slice(1), methods }))
  .sort((a, b) => specificity(a.segments).localeCompare(specificity(b.segments)));

function specificity(segments: string[]): string {
  return segments.map((segment) => (segment.startsWith('[') ? '1' : '0')).join('');
}

/** The path Next routes a request target to: dot segments resolved, a trailing slash dropped. */
function routedPath(target: string): string | undefined {
  try {
    // An origin-form target is read as a path even when it starts with '//'.
    const { pathname } = target.startsWith('/') ? new URL(`http://n${target}`) : new URL(target);
    return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  } catch {
    return undefined;
  }
}

/** The methods an address answers, HEAD and OPTIONS aside. */
export function routeMethods(target: string): readonly string[] {
  const path = routedPath(target);
  if (!path || !(path.startsWith('/api/') || path.startsWith('/api_mail/'))) return PAGE_METHODS;
  const segments = path.split('/').slice(1);
  const route = ROUTES.find(
    (candidate) =>
      candidate.segments.length === segments.length &&
      candidate.segments.every(
        (segment, i) => segment === segments[i] || (segment.startsWith('[') && segments[i] !== ''),
      ),
  );
  return route?.methods ?? PAGE_METHODS;
}

export type MethodRefusal = { status: 204 | 405; allow: string };

/**
 * How a request is answered before Next sees it, or undefined when it goes on: OPTIONS is
 * answered here (204 with the methods the address takes), and every method the address does not
 * take is a 405. GET and HEAD always go on (Next answers 405 for an endpoint without GET).
 */
export function methodRefusal(method: string, target: string): MethodRefusal | undefined {
  if (method === 'GET' || method === 'HEAD') return undefined;
  const methods = routeMethods(target);
  if (methods.includes(method)) return undefined;
  const allow = new Set(['OPTIONS', ...methods]);
  if (methods.includes('GET')) allow.add('HEAD');
  return { status: method === 'OPTIONS' ? 204 : 405, allow: [...allow].sort().join(', ') };
}
