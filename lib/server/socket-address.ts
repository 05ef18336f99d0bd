import { randomBytes } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import {
  SOCKET_ADDRESS_HEADER,
  setSocketAddressSecret,
  socketAddressSecret,
} from '@/lib/http/client-address';

// Channels are held weakly by Node: keep the one we subscribe to alive.
const holder = globalThis as { __socketAddressChannel?: diagnostics.Channel };

/**
 * Stamps every request's socket address into a header that route handlers, server code and
 * proxy.ts can read (Next exposes no socket to them, and its X-Forwarded-For is whatever the
 * client sent). Node publishes `http.server.request.start` for each request before the server
 * hands it to Next, so the stamp is always there and always overwrites a client's copy.
 */
export function stampSocketAddresses(): void {
  if (socketAddressSecret()) return;
  const secret = randomBytes(18).toString('base64url');
  setSocketAddressSecret(secret);
  const channel = diagnostics.channel('http.server.request.start');
  channel.subscribe((message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[SOCKET_ADDRESS_HEADER] = `${secret} ${socket.remoteAddress ?? ''}`;
  });
  holder.__socketAddressChannel = channel;
}
