import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { methodRefusal } from '@/lib/http/method-guard';
import { takePageView } from './page-view-intake';
import { keepOneLocation } from './single-location';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const guarded = new WeakSet<Server>();
const LINGER_MS = 1_000;
const LINGER_BYTES = 1024 * 1024;
// A refusal is a document of its own once a browser shows it (a form posted to a page): it
// runs nothing, loads nothing and cannot be framed.
const REFUSAL_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
// Channels are held weakly by Node: keep the one we subscribe to alive.
const holder = globalThis as {
  __methodGuardChannel?: diagnostics.Channel;
  __methodGuardDevelopment?: boolean;
};

/**
 * Ends the connection once the answer is sent, without reading the body that may follow, yet
 * without resetting the connection under the answer: Node closes the socket at once, and a
 * client still sending would be reset and could lose the answer (RFC 9112, 9.6). This closes
 * our side, drops what is still arriving for at most a second or a megabyte, then closes.
 */
function closeAfterAnswer(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    let dropped = 0;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) socket.destroy();
    });
    socket.once('close', () => clearTimeout(timer));
  };
}

/** Whether the request was answered here; its body, if any, is never read. */
function refuse(request: IncomingMessage, response: ServerResponse): boolean {
  // Under `next dev`, Next's own overlay posts to endpoints of its own.
  if (holder.__methodGuardDevelopment && request.url?.startsWith('/__nextjs_')) return false;
  const refusal = methodRefusal(request.method ?? 'GET', request.url ?? '/');
  if (!refusal) return false;
  const length = request.headers['content-length'];
  const hasBody =
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  response.writeHead(refusal.status, {
    Allow: refusal.allow,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': REFUSAL_POLICY,
    'X-Frame-Options': 'DENY',
    ...(refusal.status === 405 ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
    ...(hasBody ? { Connection: 'close' } : {}),
  });
  if (hasBody) closeAfterAnswer(request.socket);
  response.end(refusal.status === 405 ? '405 Method Not Allowed\n' : undefined);
  return true;
}

/**
 * Puts the method check in front of the server's own request listener (Next's): methods are
 * refused before Next turns the request into a fetch Request (which throws for TRACE), before
 * the proxy buffers a body and before a route handler's answer can reach the page cache.
 */
function guard(server: Server): void {
  if (guarded.has(server)) return;
  guarded.add(server);
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (refuse(request, response)) return;
    // The page view beacon: answered here, Next's own work on a request costs more than it.
    if (takePageView(request, response)) return;
    keepOneLocation(response);
    for (const listener of listeners) listener.call(server, request, response);
  });
  // `Expect: 100-continue`: a refused request is answered without inviting its body.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (refuse(request, response)) return;
    response.writeContinue();
    server.emit('request', request, response);
  });
  // This is no proxy; without a listener Node would drop the connection without a word.
  server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, OPTIONS\r\n' +
        'Content-Length: 0\r\nConnection: close\r\n\r\n',
    );
  });
}

/**
 * Node publishes `http.server.request.start` for each request just before it hands the request
 * to the server's listeners: the first one tells which server to guard, and is itself checked.
 */
export function guardMethods({ development = false } = {}): () => void {
  if (holder.__methodGuardChannel) return () => {};
  holder.__methodGuardDevelopment = development;
  const channel = diagnostics.channel('http.server.request.start');
  const onRequest = (message: unknown) => guard((message as { server: Server }).server);
  channel.subscribe(onRequest);
  holder.__methodGuardChannel = channel;
  // Servers met after this are left alone (tests that share the process).
  return () => {
    channel.unsubscribe(onRequest);
    delete holder.__methodGuardChannel;
  };
}
