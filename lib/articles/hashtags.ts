/**
 * '#Design #ai, branding' → ['design', 'ai', 'branding']: lower-case, unique, without '#'. A tag
 * keeps letters, digits, '-' and '_' only, so that it is a clean path segment of its newsroom
 * page (/newsroom/tag/design): '#c++' is 'c', '#ai/ml' is 'aiml'.
 */
export function parseHashtags(hashtags: string): string[] {
  const tags = hashtags
    .split(/[\s,;]+/)
    .map((tag) => tag.replace(/[^\p{L}\p{M}\p{N}_-]/gu, '').toLowerCase())
    .filter((tag) => tag.length > 0 && tag.length <= 64);
  return [...new Set(tags)];
}

export function normalizeTag(tag: string | null | undefined): string | undefined {
  const [first] = parseHashtags(tag ?? '');
  return first;
}
