import type { IncomingMessage, ServerResponse } from 'node:http';
import { BEACON_STATUS, countBeacon } from '@/lib/analytics/collect';
import { BEACON_PATH, MAX_BEACON_BYTES } from '@/lib/analytics/beacon';
import { SESSION_COOKIE } from '@/lib/auth/config';
import { isSameOriginRequest } from '@/lib/auth/origin';
import { findSessionAccount } from '@/lib/auth/sessions-store';
import { getStore } from '@/lib/db/database';
import { siteUrl } from '@/lib/env';
import { requestClientAddress, type HeaderReader } from '@/lib/http/client-address';

/**
 * The page view beacon's POST, answered here, in front of Next, like a refused method
 * (lib/server/method-guard.ts): every public page view sends one, and Next's own work on a
 * request (routing, a Request object, its handler's wrappers) costs more than all of counting:
 * through the route handler the endpoint took 649 beacons a second, and 2,000 a second cut a
 * page's throughput by four fifths (docs/PERFORMANCE.md, Counting page views). The checks are the route's
 * (app/api/event/route.ts, which a server without this hook still uses): this site's pages
 * only, a bounded body read as it arrives, the beacon's shape, then lib/analytics/collect.ts.
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

/** The request's headers as the shared checks read them, without copying them all. */
function headersOf(request: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = request.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** The body, read as it arrives and refused past `limit` bytes (undefined: too large). */
function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.once('error', reject);
  });
}

function sessionToken(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

async function take(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = headersOf(request);
  const url = `http://${headers.get('host') ?? 'localhost'}${request.url}`;
  if (!isSameOriginRequest(headers, url, siteUrl().origin)) return answer(response, 403);
  if (Number(headers.get('content-length') ?? 0) > MAX_BEACON_BYTES) {
    return answer(response, 413, true);
  }
  const text = await readBody(request, MAX_BEACON_BYTES);
  if (text === undefined) return answer(response, 413, true);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(response, 400);
  }
  const token = sessionToken(request.headers.cookie);
  const outcome = await countBeacon(body, {
    userAgent: headers.get('user-agent') ?? '',
    address: requestClientAddress(headers),
    // Asked only when the rest would count, and only of a request that carries a session.
    staff: async () =>
      token !== undefined && (await findSessionAccount(await getStore(), token)) !== undefined,
  });
  answer(response, BEACON_STATUS[outcome]);
}

/** Whether the request was the beacon's, answered (or being answered) here. */
export function takePageView(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'POST') return false;
  const path = request.url?.split('?')[0];
  if (path !== BEACON_PATH) return false;
  take(request, response).catch((error: unknown) => {
    console.error('page view beacon failed', error);
    if (!response.headersSent) answer(response, 500);
  });
  return true;
}
