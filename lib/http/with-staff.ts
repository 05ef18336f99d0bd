import { isSameOriginRequest } from '@/lib/auth/origin';
import { can, type Permission } from '@/lib/auth/roles';
import { currentStaff } from '@/lib/auth/session';
import type { SessionAccount } from '@/lib/auth/staff-account';
import { siteUrl } from '@/lib/env';
import { errorKey } from '@/lib/validation/field-name';
import { failure } from '@/lib/failure';
import { readBounded, type BodyKind, type BodyLimit, type BodyOf, type BodyRefusal } from './body';
import { failureAnswer } from './failure-answer';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Staff endpoints' JSON bodies are a few fields: a few kilobytes at most. */
export const STAFF_JSON_BYTES = 8 * 1024;

/** A 10 MB picture plus the text fields and multipart overhead. */
export const MAX_UPLOAD_FORM_BYTES = 12 * 1024 * 1024;

export interface StaffRequest<P, B> {
  request: Request;
  staff: SessionAccount;
  /** The body, read within its limit; undefined when the endpoint reads none. */
  body: B;
  params: P;
}

export interface StaffOptions<K extends BodyKind> {
  /** What the endpoint does (lib/auth/roles.ts); none: any signed-in staff member, own account. */
  permission?: Permission;
  body?: BodyLimit<K>;
}

/** The path's parameters, by name (`[id]`: `params.id`). */
export type Params = Record<string, string>;

export type RouteHandler = (
  request: Request,
  context: { params: Promise<Params> },
) => Promise<Response>;

/** What a refused body is told, by what the endpoint reads. */
const BODY_REFUSALS: Record<BodyKind, Record<BodyRefusal, string>> = {
  json: { tooLarge: 'api.tooLargeJson', badRequest: 'api.badJson' },
  form: { tooLarge: 'api.tooLarge', badRequest: 'api.badRequest' },
};

/** Handlers made by withStaff, so that a test can tell that a route is guarded. */
export const GUARDED = new WeakSet<RouteHandler>();

/**
 * A staff endpoint: a write from another site is refused (403), a request without a valid
 * staff session (401), one whose role may not do `permission` (403), and a body over its limit
 * (413) or unreadable (400), all before `handler` runs. The handler gets the staff member, the
 * body and the path's parameters.
 */
export function withStaff<K extends BodyKind = never>(
  handler: (context: StaffRequest<Params, BodyOf<K>>) => Promise<Response>,
  options: StaffOptions<K> = {},
): RouteHandler {
  const route: RouteHandler = async (request, context) => {
    const write = !SAFE_METHODS.has(request.method.toUpperCase());
    if (write && !isSameOriginRequest(request.headers, request.url, siteUrl().origin)) {
      return failureAnswer(failure('forbidden', { message: 'api.forbiddenOrigin' }));
    }
    const staff = await currentStaff();
    if (!staff) return failureAnswer(failure('unauthorized'));
    if (options.permission && !can(staff.role, options.permission)) {
      return failureAnswer(failure('forbidden'));
    }
    let body = undefined as BodyOf<K>;
    if (options.body) {
      const read = await readBounded(request, options.body);
      if (!read.ok) {
        // A field past its limit is named, so that the form shows the refusal beside it.
        if (read.field) {
          const problem = options.body.fields?.[read.field]?.problem ?? 'api.fieldTooLarge';
          return failureAnswer(
            failure(read.refusal, {
              message: problem,
              problems: { [errorKey(read.field)]: [problem] },
            }),
          );
        }
        const message = BODY_REFUSALS[options.body.kind][read.refusal];
        return failureAnswer(failure(read.refusal, { message }));
      }
      body = read.body as BodyOf<K>;
    }
    return handler({ request, staff, body, params: await context.params });
  };
  GUARDED.add(route);
  return route;
}
