/** '#Design #ai, branding' → ['design', 'ai', 'branding']: lower-case, unique, without '#'. */
export function parseHashtags(hashtags: string): string[] {
  const tags = hashtags
    .split(/[\s,;]+/)
    .map((tag) => tag.replace(/^#+/, '').trim().toLowerCase())
    .filter((tag) => tag.length > 0 && tag.length <= 64);
  return [...new Set(tags)];
}

export function normalizeTag(tag: string | null | undefined): string | undefined {
  const [first] = parseHashtags(tag ?? '');
  return first;
}
