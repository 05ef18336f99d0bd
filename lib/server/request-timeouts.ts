import diagnostics from 'node:diagnostics_channel';
import http, { type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export interface RequestTimeouts {
  /** A request's header block must be complete this long after its first byte arrived. */
  headersMs: number;
  /**
   * While the application reads a body, every stretch this long must bring `bodyMinBytes`
   * (or the rest of the body): a slow but steady upload goes through, a trickle does not.
   */
  bodyWindowMs: number;
  bodyMinBytes: number;
  /** The whole request, however steadily it arrives (Node's own `requestTimeout`). */
  requestMs: number;
  /** How often connections are looked at. */
  tickMs: number;
}

/**
 * 512 bytes a second is a 10 MB banner in under six minutes, far slower than any working
 * mobile link; a connection that sends less is holding the server, not uploading.
 */
export const REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 5_000,
  bodyWindowMs: 10_000,
  bodyMinBytes: 5 * 1024,
  requestMs: 30 * 60_000,
  tickMs: 500,
};

type Phase = 'headers' | 'body' | 'answering' | 'idle';

interface Connection {
  server: http.Server;
  phase: Phase;
  request?: IncomingMessage;
  answered: boolean;
  /** When the current phase, or the current body window, began. */
  since: number;
  /** The socket's bytesRead then. */
  mark: number;
}

const REQUEST_TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/**
 * Header and body time-outs for every connection of the process's HTTP server. `next start` and
 * the standalone server create that server themselves, before any code of ours runs, and Node
 * checks its own `headersTimeout` only every 30 s (`connectionsCheckingInterval`, fixed when
 * it starts listening). So connections are followed through Node's diagnostics channels
 * instead, which both servers publish to: a new connection, a request whose headers have
 * arrived, a response sent. Returns a function that stops it (for tests).
 */
export function enforceRequestTimeouts(timeouts: RequestTimeouts = REQUEST_TIMEOUTS): () => void {
  const connections = new Map<Socket, Connection>();
  const servers = new WeakSet<http.Server>();

  function configure(server: http.Server) {
    if (servers.has(server)) return;
    servers.add(server);
    // Node's total (5 minutes by default) would cut a slow upload short; its header time-out
    // (a minute, checked every 30 s) stays, for connections opened before this ran.
    server.requestTimeout = timeouts.requestMs;
    // An upgraded connection (a WebSocket) is no longer HTTP.
    if (server.listenerCount('upgrade') > 0) {
      server.on('upgrade', (_request: IncomingMessage, socket: Socket) =>
        connections.delete(socket),
      );
    }
  }

  function onConnection(message: unknown) {
    const { socket } = message as { socket: Socket & { server?: unknown } };
    if (!(socket.server instanceof http.Server)) return;
    configure(socket.server);
    connections.set(socket, {
      server: socket.server,
      phase: 'idle',
      answered: false,
      since: Date.now(),
      mark: socket.bytesRead,
    });
    socket.once('close', () => connections.delete(socket));
  }

  function onRequest(message: unknown) {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const connection = connections.get(socket);
    if (!connection) return;
    Object.assign(connection, {
      phase: 'body',
      request,
      answered: false,
      since: Date.now(),
      mark: socket.bytesRead,
    });
  }

  function onResponse(message: unknown) {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const connection = connections.get(socket);
    if (!connection || connection.request !== request) return;
    connection.answered = true;
    if (request.complete) rest(connection, socket, Date.now());
  }

  function rest(connection: Connection, socket: Socket, now: number) {
    Object.assign(connection, {
      phase: 'idle',
      request: undefined,
      since: now,
      mark: socket.bytesRead,
    });
  }

  function timeOut(socket: Socket) {
    connections.delete(socket);
    // As Node answers its own time-outs: a 408 when nothing was sent on the connection yet.
    if (socket.writable && socket.bytesWritten === 0) socket.write(REQUEST_TIMEOUT_ANSWER);
    socket.destroy();
  }

  function check(socket: Socket, connection: Connection, now: number) {
    switch (connection.phase) {
      case 'idle': {
        // The first byte of a request starts the header clock. Until then the connection is
        // idle, new or kept alive, and closed as Node closes idle ones: silently, after the
        // keep-alive time-out (a browser may open one ahead of need).
        const { keepAliveTimeout } = connection.server;
        if (socket.bytesRead > connection.mark) {
          Object.assign(connection, { phase: 'headers', since: now, mark: socket.bytesRead });
        } else if (keepAliveTimeout > 0 && now - connection.since >= keepAliveTimeout) {
          connections.delete(socket);
          socket.destroy();
        }
        return;
      }
      case 'headers':
        if (now - connection.since >= timeouts.headersMs) timeOut(socket);
        return;
      case 'body': {
        if (connection.request?.complete) {
          if (connection.answered) rest(connection, socket, now);
          else connection.phase = 'answering';
          return;
        }
        const received = socket.bytesRead - connection.mark;
        // A paused socket is the application not reading yet: the client is not to blame.
        if (socket.isPaused() || received >= timeouts.bodyMinBytes) {
          Object.assign(connection, { since: now, mark: socket.bytesRead });
        } else if (now - connection.since >= timeouts.bodyWindowMs) {
          timeOut(socket);
        }
        return;
      }
      case 'answering':
        return;
    }
  }

  const ticker = setInterval(() => {
    const now = Date.now();
    for (const [socket, connection] of connections) check(socket, connection, now);
  }, timeouts.tickMs);
  ticker.unref();
  diagnostics.subscribe('net.server.socket', onConnection);
  diagnostics.subscribe('http.server.request.start', onRequest);
  diagnostics.subscribe('http.server.response.finish', onResponse);

  return () => {
    clearInterval(ticker);
    diagnostics.unsubscribe('net.server.socket', onConnection);
    diagnostics.unsubscribe('http.server.request.start', onRequest);
    diagnostics.unsubscribe('http.server.response.finish', onResponse);
    connections.clear();
  };
}
