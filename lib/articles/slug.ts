import slugify from 'slugify';

/** Words a slug must never be: they name routes of their own or would read as commands. */
export const RESERVED_SLUGS = new Set([
  'id',
  'new',
  'edit',
  'page',
  'tag',
  'search',
  'follow',
  'feed',
  'feed-xml',
  'rss',
  'api',
  'admin',
]);
const MAX_SLUG_LENGTH = 80;
/** Longest slug an article of any provider may have (the contract's string limit). */
export const MAX_PROVIDER_SLUG_LENGTH = 255;

/**
 * Whether a slug from a URL or a webhook can name an article at all: 1–255 characters of
 * well-formed text without control characters or URL delimiters. Anything else is answered
 * 404 (or 400) without asking the store or the provider, and never becomes a cache key.
 */
export function isValidSlug(slug: unknown): slug is string {
  return (
    typeof slug === 'string' &&
    slug.length > 0 &&
    slug.length <= MAX_PROVIDER_SLUG_LENGTH &&
    slug.isWellFormed() &&
    !/[\u0000-\u001f\u007f-\u009f/\\?#%]/.test(slug)
  );
}

/**
 * A slug from any text (a title, or what staff typed): transliterated (Cyrillic too),
 * lower-case, hyphenated, at most 80 characters, cut at a word boundary. '' when nothing is left.
 */
export function slugify80(text: string): string {
  const full = slugify(text, { lower: true, strict: true, trim: true }).replace(/-+/g, '-');
  if (full.length <= MAX_SLUG_LENGTH) return full.replace(/^-|-$/g, '');
  const head = full.slice(0, MAX_SLUG_LENGTH + 1);
  const boundary = head.lastIndexOf('-');
  return (boundary > 0 ? head.slice(0, boundary) : full.slice(0, MAX_SLUG_LENGTH)).replace(
    /^-|-$/g,
    '',
  );
}

/** URL slug from a title; 'article' for a title with nothing to keep. */
export function slugFromTitle(title: string): string {
  return slugify80(title) || 'article';
}

/** Whether `slug` is the one `title` gives (`base`, or a free variant of it: `base-2`, …). */
export function isTitleSlug(slug: string, title: string): boolean {
  const base = slugFromTitle(title);
  return (
    slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)))
  );
}

/** Why a slug staff typed is refused, as a code (`validation.*`). */
export type SlugErrorCode = 'slugInvalid' | 'slugReserved' | 'slugTaken';

/**
 * The slug staff asked for, normalised as titles are; an error code when it cannot be one.
 * Undefined for nothing asked (the title's slug is used, or the current one kept).
 */
export function slugFromInput(
  input: string | undefined,
): { slug: string } | { error: SlugErrorCode } | undefined {
  if (!input?.trim()) return undefined;
  const slug = slugify80(input);
  if (!slug) return { error: 'slugInvalid' };
  if (RESERVED_SLUGS.has(slug)) return { error: 'slugReserved' };
  return { slug };
}

/** The first free variant of `base`: base, base-2, base-3 …; never a reserved word. */
export async function uniqueSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (RESERVED_SLUGS.has(candidate)) continue;
    if (!(await isTaken(candidate))) return candidate;
  }
}
