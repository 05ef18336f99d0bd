import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { config } from '@/lib/env';
import { parseProxyTrust, type ProxyTrust } from './proxy-trust';

export { parseProxyTrust, type ProxyTrust };

/**
 * Request header carrying the address of the socket a request arrived on, stamped by
 * lib/server/socket-address.ts before Next sees the request. Its value starts with a secret of
 * this process, so a client that sends the header itself is not believed.
 */
export const SOCKET_ADDRESS_HEADER = 'x-lumen-socket-address';

/** What the checks read of a request's headers: a fetch `Headers`, or a server's own view. */
export type HeaderReader = Pick<Headers, 'get'>;

const stamp = globalThis as { __socketAddressSecret?: string };

export function socketAddressSecret(): string | undefined {
  return stamp.__socketAddressSecret;
}

export function setSocketAddressSecret(secret: string): void {
  stamp.__socketAddressSecret = secret;
}

const compiled = new WeakMap<ProxyTrust, (address: string, index: number) => boolean>();

function trustFunction(trust: ProxyTrust): (address: string, index: number) => boolean {
  let fn = compiled.get(trust);
  if (!fn) {
    if (trust.kind === 'none') fn = () => false;
    else if (trust.kind === 'hops') fn = (_address, index) => index < trust.hops;
    else fn = proxyaddr.compile(trust.list);
    compiled.set(trust, fn);
  }
  return fn;
}

/** The socket's address, when this process stamped it; undefined otherwise. */
export function socketAddress(
  headers: HeaderReader,
  secret = socketAddressSecret(),
): string | undefined {
  const value = headers.get(SOCKET_ADDRESS_HEADER);
  if (!secret || !value?.startsWith(`${secret} `)) return undefined;
  return value.slice(secret.length + 1) || undefined;
}

/**
 * The client's address for per-address limits: the socket's peer, unless that peer is a
 * trusted proxy, in which case X-Forwarded-For is walked from the right and the first
 * untrusted entry wins (entries a client put further left are never believed). Without a
 * socket address (a hosting platform's runtime), only a hop count makes the header usable.
 */
export function clientAddress(headers: HeaderReader, trust: ProxyTrust, secret?: string): string {
  const forwarded = headers.get('x-forwarded-for') ?? '';
  let socket = socketAddress(headers, secret);
  if (socket === undefined) {
    if (trust.kind !== 'hops') return 'unknown';
    // The platform's own hop is the socket we cannot see: it counts as the first trusted one.
    const entries = forwarded
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    socket = entries.pop();
    if (socket === undefined) return 'unknown';
    return proxyaddr(
      fakeRequest(socket, entries.join(', ')),
      trustFunction({ kind: 'hops', hops: trust.hops - 1 }),
    );
  }
  return proxyaddr(fakeRequest(socket, forwarded), trustFunction(trust));
}

function fakeRequest(remoteAddress: string, forwarded: string): IncomingMessage {
  return {
    connection: { remoteAddress },
    socket: { remoteAddress },
    headers: { 'x-forwarded-for': forwarded },
  } as unknown as IncomingMessage;
}

let parsed: { source: string | undefined; trust: ProxyTrust } | undefined;

/** The client's address of a request to this server (TRUSTED_PROXIES from the configuration). */
export function requestClientAddress(headers: HeaderReader): string {
  const source = config().trustedProxies;
  if (!parsed || parsed.source !== source) parsed = { source, trust: parseProxyTrust(source) };
  return clientAddress(headers, parsed.trust);
}

/**
 * The key a client address is limited by: an IPv4 address itself, an IPv6 address by its /64
 * (one network: a home or an office gets a /64 or more, and a device there may pick any address
 * in it, even one per request), and an IPv4 address written as IPv6 (`::ffff:1.2.3.4`) as IPv4.
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
