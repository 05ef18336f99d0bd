import { isSameOriginRequest } from '@/lib/auth/origin';
import { siteUrl } from '@/lib/env';
import { readBounded, type BodyKind, type BodyLimit, type BodyOf } from './body';
import { requestClientAddress } from './client-address';

/** Why an anonymous write was refused before its handler ran. */
export type PublicRefusal = 'forbidden' | 'unsupportedType' | 'tooLarge' | 'badRequest';

export interface PublicWrite<B> {
  request: Request;
  body: B;
  /** The client's address (lib/http/client-address.ts), for rate limits and sessions. */
  address: string;
}

export interface PublicWriteOptions<K extends BodyKind> {
  /** Refuse writes from another site (403); the contact form takes them from anywhere. */
  sameOrigin: boolean;
  body?: BodyLimit<K> & { typeRequired?: boolean };
  /** The endpoint's own answer to a refusal (each public endpoint has its contract). */
  refuse: (refusal: PublicRefusal, request: Request) => Response;
}

/** Handlers made by withPublicWrite, so that a test can tell that a write is checked. */
export const PUBLIC_WRITES = new WeakSet<object>();

/**
 * A write anyone may make (sign-in, a one-time link, the contact form): the origin checked
 * when asked, then the body read within its limit, before `handler` runs. Rate limits are the
 * use-cases' own (the attempt counts live beside what they protect).
 */
export function withPublicWrite<K extends BodyKind = never>(
  handler: (context: PublicWrite<BodyOf<K>>) => Promise<Response>,
  options: PublicWriteOptions<K>,
): (request: Request) => Promise<Response> {
  const route = async (request: Request) => {
    if (
      options.sameOrigin &&
      !isSameOriginRequest(request.headers, request.url, siteUrl().origin)
    ) {
      return options.refuse('forbidden', request);
    }
    let body = undefined as BodyOf<K>;
    if (options.body) {
      // A JSON endpoint says so before reading a byte of something else.
      const type = request.headers.get('content-type') ?? '';
      if (options.body.typeRequired && !/^application\/json\b/i.test(type)) {
        return options.refuse('unsupportedType', request);
      }
      const read = await readBounded(request, options.body);
      if (!read.ok) return options.refuse(read.refusal, request);
      body = read.body as BodyOf<K>;
    }
    return handler({ request, body, address: requestClientAddress(request.headers) });
  };
  PUBLIC_WRITES.add(route);
  return route;
}
