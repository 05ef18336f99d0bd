/**
 * What the editor's link field means: an e-mail, a web address or a YouTube/Vimeo video.
 * Pure: used by the editor in the browser and testable in Node.
 */
export type LinkTarget =
  | { kind: 'mailto'; href: string }
  | { kind: 'url'; href: string }
  | { kind: 'youtube'; src: string; id: string }
  | { kind: 'vimeo'; src: string; id: string };

export const YOUTUBE_EMBED_PREFIX = 'https://www.youtube-nocookie.com/embed/';
export const VIMEO_EMBED_PREFIX = 'https://player.vimeo.com/video/';

const EMAIL =
  /^[\p{L}\p{N}.!#$%&*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;
/** A host name with at least one dot and a letter-only top-level domain (IDN such as .рф too). */
const HOSTNAME = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first && ['embed', 'shorts', 'live', 'v'].includes(first)) id = second;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'player.vimeo.com') {
    if (segments[0] === 'video') id = segments[1];
  } else if (VIMEO_HOSTS.has(host)) {
    const [first, second, third, fourth] = segments;
    if (first && VIMEO_ID.test(first)) id = first;
    else if (first === 'channels' && second) id = third;
    else if (first === 'groups' && third === 'videos') id = fourth;
    else if ((first === 'album' || first === 'showcase') && third === 'video') id = fourth;
    else if (first === 'video') id = second;
  }
  return id && VIMEO_ID.test(id) ? id : null;
}

function webUrl(raw: string): { href: string; url: URL } | null {
  let href = raw;
  const scheme = SCHEME.exec(raw)?.[1];
  if (raw.startsWith('//')) {
    href = `https:${raw}`;
  } else if (scheme && !/^\d/.test(raw.slice(scheme.length + 1))) {
    // A real scheme (not 'example.com:8080'): only the web ones are links.
    if (!/^https?$/i.test(scheme)) return null;
    if (!/^https?:\/\//i.test(raw)) return null;
  } else {
    href = `https://${raw}`;
  }
  const url = parseUrl(href);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  // URL gives IDN hosts in punycode; check the host the user typed as well.
  const typedHost = href.replace(/^https?:\/\//i, '').split(/[/?#:]/)[0] ?? '';
  if (!HOSTNAME.test(host) && !HOSTNAME.test(typedHost)) return null;
  return { href, url };
}

/**
 * Interprets what a staff member typed or pasted into the link field.
 * Returns null for anything that must not become a link (empty text, spaces, javascript:, data:…).
 */
export function interpretLink(input: string): LinkTarget | null {
  const raw = input.trim();
  if (!raw || /\s/.test(raw)) return null;

  const email = raw.replace(/^mailto:/i, '');
  if (EMAIL.test(email)) {
    const at = email.lastIndexOf('@');
    return {
      kind: 'mailto',
      href: `mailto:${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`,
    };
  }
  if (/^mailto:/i.test(raw)) return null;

  const web = webUrl(raw);
  if (!web) return null;

  const youtube = youtubeId(web.url);
  if (youtube) return { kind: 'youtube', id: youtube, src: `${YOUTUBE_EMBED_PREFIX}${youtube}` };
  const vimeo = vimeoId(web.url);
  if (vimeo) return { kind: 'vimeo', id: vimeo, src: `${VIMEO_EMBED_PREFIX}${vimeo}` };

  return { kind: 'url', href: web.href };
}
