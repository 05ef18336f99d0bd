import { lookup } from 'node:dns/promises';
import type { ImageConfig, RemotePattern } from 'next/dist/shared/lib/image-config';
import { isPrivateIp } from 'next/dist/server/is-private-ip';

/** The addresses a host name stands for, as the optimiser's own check resolves them. */
export type Resolve = (hostname: string) => Promise<string[]>;

const resolveAll: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true })).map((record) => record.address);

/** A host name as a literal in remotePatterns, which reads it as a glob. */
const literalHost = (hostname: string) => hostname.replace(/[\\*?[\]{}()!+@|]/g, '\\$&');

/**
 * What the image optimiser may fetch from outside the site: the external provider's pictures,
 * under its origin and base path only (remotePatterns, checked before any request). Next also
 * refuses any upstream that resolves to a private address; its one way round that,
 * `dangerouslyAllowLocalIP`, holds for every host. A provider on such an address (an internal
 * service, loopback) gets it: remotePatterns still keeps the optimiser to that one origin, and
 * with redirects refused the provider cannot send it on to another local address. A provider
 * on a public address, or one that cannot be resolved where this runs, keeps Next's check.
 */
export async function providerImages(
  providerUrl: string | undefined,
  resolve: Resolve = resolveAll,
): Promise<Pick<ImageConfig, 'remotePatterns'> & Partial<ImageConfig>> {
  if (!providerUrl) return { remotePatterns: [] };
  const url = new URL(providerUrl);
  const pattern: RemotePattern = {
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    hostname: literalHost(url.hostname),
    port: url.port,
    pathname: `${url.pathname.replace(/\/$/, '')}/**`,
  };
  let addresses: string[] = [];
  try {
    addresses = await resolve(url.hostname.replace(/^\[|\]$/g, ''));
  } catch {
    // Not resolvable here (a build machine outside the provider's network): Next's check stays.
  }
  if (!addresses.some((address) => isPrivateIp(address))) return { remotePatterns: [pattern] };
  return { remotePatterns: [pattern], dangerouslyAllowLocalIP: true, maximumRedirects: 0 };
}
