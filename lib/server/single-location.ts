import type { ServerResponse } from 'node:http';

/**
 * Keeps a response to one Location header. Next 16 answers a page's redirect with Location
 * twice (set while rendering, then appended again from the render's stored headers); clients
 * that join repeated headers, as fetch does ("/a, /a"), then follow an address that does not
 * exist. A response has one Location (RFC 9110, 10.2.2): a second one replaces the first.
 */
export function keepOneLocation(response: ServerResponse): void {
  const append = response.appendHeader.bind(response);
  response.appendHeader = (name: string, value: string | readonly string[]) => {
    if (name.toLowerCase() === 'location' && response.hasHeader('location')) {
      response.setHeader('location', value);
      return response;
    }
    return append(name, value);
  };
}
