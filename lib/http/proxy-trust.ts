import proxyaddr from 'proxy-addr';

/** Which forwarding hops to believe: none, the nearest N, or those at listed addresses. */
export type ProxyTrust =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: string[] };

/**
 * TRUSTED_PROXIES: unset (believe no forwarded header), a hop count ('1': one proxy or load
 * balancer in front), or a comma-separated list of addresses, CIDR ranges and the keywords
 * loopback, linklocal and uniquelocal. Throws on an entry that is none of these.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const text = value?.trim() ?? '';
  if (!text || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  proxyaddr.compile(list);
  return { kind: 'list', list };
}
