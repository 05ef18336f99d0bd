import type { IncomingMessage, ServerResponse } from 'node:http';
import { BEACON_STATUS } from '@/lib/analytics/collect';
import { BEACON_PATH, MAX_BEACON_BYTES } from '@/lib/analytics/beacon';
import { pageViewIntake } from '@/lib/analytics/intake';
import { SESSION_COOKIE } from '@/lib/auth/config';
import { isSameOriginRequest } from '@/lib/auth/origin';
import { siteUrl } from '@/lib/env';
import { SOCKET_ADDRESS_HEADER, type HeaderReader } from '@/lib/http/client-address';

/**
 * The page view beacon's POST, answered here, in front of Next, like a refused method
 * (lib/server/method-guard.ts): every public page view sends one, and Next's own work on a
 * request (routing, a Request object, its handler's wrappers) costs more than all of counting:
 * through the route handler the endpoint took 649 beacons a second, and 2,000 a second cut a
 * page's throughput by four fifths (docs/PERFORMANCE.md, Counting page views). Here the
 * request is only checked for its origin and size and read; the rest of the route's checks
 * (app/api/event/route.ts, which a server without this hook still uses) and the count itself
 * run where lib/analytics/intake.ts says: on the counting thread once the server has started.
 * No promise on the way: each costs the server's thread, which every page shares.
 */

const ANSWER_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

function answer(response: ServerResponse, status: number, close = false): void {
  response.writeHead(status, close ? { ...ANSWER_HEADERS, Connection: 'close' } : ANSWER_HEADERS);
  response.end();
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request's headers as the shared checks read them, without copying them all. */
function headersOf(request: IncomingMessage): HeaderReader {
  return { get: (name) => header(request, name.toLowerCase()) ?? null };
}

/** The body, read as it arrives; `undefined` once it passes `limit` bytes. */
function readBody(
  request: IncomingMessage,
  limit: number,
  done: (body: string | undefined) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  request.on('data', (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > limit) {
      settled = true;
      request.pause();
      done(undefined);
      return;
    }
    chunks.push(chunk);
  });
  request.once('end', () => {
    if (settled) return;
    settled = true;
    done((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8'));
  });
  // A client gone before its body ended: nothing to count, nobody to answer.
  request.once('error', () => {
    settled = true;
  });
}

function sessionToken(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

/** A Host header as a browser sends it: a name or an address, and maybe a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

function take(request: IncomingMessage, response: ServerResponse): void {
  const headers = headersOf(request);
  const host = headers.get('host') ?? 'localhost';
  // No browser sends another: the client's mistake, answered as one (and nothing logged).
  if (host.length > 260 || !HOST.test(host)) return answer(response, 400);
  const url = `http://${host}${request.url}`;
  if (!isSameOriginRequest(headers, url, siteUrl().origin)) return answer(response, 403);
  if (Number(headers.get('content-length') ?? 0) > MAX_BEACON_BYTES) {
    return answer(response, 413, true);
  }
  readBody(request, MAX_BEACON_BYTES, (body) => {
    if (body === undefined) return answer(response, 413, true);
    pageViewIntake().take(
      {
        body,
        userAgent: header(request, 'user-agent') ?? '',
        forwarded: header(request, 'x-forwarded-for'),
        socket: header(request, SOCKET_ADDRESS_HEADER),
        session: request.headers.cookie ? sessionToken(request.headers.cookie) : undefined,
      },
      (outcome) => answer(response, BEACON_STATUS[outcome]),
    );
  });
}

/** Whether the request was the beacon's, answered (or being answered) here. */
export function takePageView(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'POST') return false;
  const path = request.url?.split('?')[0];
  if (path !== BEACON_PATH) return false;
  try {
    take(request, response);
  } catch (error) {
    console.error('page view beacon failed', error);
    if (!response.headersSent) answer(response, 500);
  }
  return true;
}
