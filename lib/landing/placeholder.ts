/**
 * Addresses that lead nowhere real: hosts under the TLDs reserved for examples and tests
 * (RFC 2606, RFC 6761) and the example domains. The landing page never links to one; a card
 * with such an address is shown without a link, and the CRM says why.
 */
const RESERVED_TLDS = new Set(['example', 'invalid', 'test', 'localhost']);
const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'];

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

/** Whether `url` points at a placeholder host (an unreadable address counts as one). */
export function isPlaceholderUrl(url: string): boolean {
  const host = hostOf(url);
  if (!host) return true;
  const tld = host.slice(host.lastIndexOf('.') + 1);
  if (RESERVED_TLDS.has(tld)) return true;
  return EXAMPLE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Whether `url` may be offered to visitors: http(s), parsed, and not a placeholder. */
export function isLinkable(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return (protocol === 'https:' || protocol === 'http:') && !isPlaceholderUrl(url);
  } catch {
    return false;
  }
}

export type LinkState = 'none' | 'placeholder' | 'real';

/** What the CRM says about a card's address. */
export function linkState(url: string | null): LinkState {
  if (!url) return 'none';
  return isLinkable(url) ? 'real' : 'placeholder';
}

/** The address the landing page links to, or null: the card is shown without a link. */
export function publicLink(url: string | null): string | null {
  return url && isLinkable(url) ? url : null;
}
