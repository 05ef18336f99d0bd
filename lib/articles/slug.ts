import slugify from 'slugify';

/** Words a slug must never be: they name routes of their own or would read as commands. */
export const RESERVED_SLUGS = new Set([
  'id',
  'new',
  'edit',
  'page',
  'feed',
  'feed-xml',
  'rss',
  'api',
  'admin',
]);
const MAX_SLUG_LENGTH = 80;

/** URL slug from a title: transliterated (Cyrillic too), lower-case, hyphenated. */
export function slugFromTitle(title: string): string {
  const slug = slugify(title, { lower: true, strict: true, trim: true })
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'article';
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
