const HIDDEN_START = /<(script|style|textarea|iframe|noscript)\b/gi;
// A tag reaches no further than the next `<`: read that way, no body makes a search through it
// start again from each `<` (a body of half a megabyte of `<` is read once).
const TAG = /<[^<>]*>/g;
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;
// A word is a run of letters and digits, with inner apostrophes and hyphens ("don't",
// "из-за", "B2B") kept in one word.
const WORD = /[\p{L}\p{N}]+(?:['’\-‐][\p{L}\p{N}]+)*/gu;

/**
 * `html` without the elements whose content is not text (scripts, styles, form fields,
 * players), each up to its end tag. Read once: an element without an end tag leaves every
 * later one of its name as it is, without a search for it.
 */
function withoutHiddenElements(html: string): string {
  const lower = html.toLowerCase();
  const parts: string[] = [];
  const unclosed = new Set<string>();
  let from = 0;
  for (const match of html.matchAll(HIDDEN_START)) {
    const name = match[1]!.toLowerCase();
    if (match.index < from || unclosed.has(name)) continue;
    const close = lower.indexOf(`</${name}`, match.index + 1);
    const end = close < 0 ? -1 : lower.indexOf('>', close);
    if (end < 0) {
      unclosed.add(name);
      continue;
    }
    parts.push(html.slice(from, match.index), ' ');
    from = end + 1;
  }
  parts.push(html.slice(from));
  return parts.join('');
}

/**
 * How many words an article's HTML has for a reader: the text of its elements, markup and
 * character references left out. Stored with the article (`articles.word_count`), so that
 * listings can show a reading time without reading bodies.
 */
export function countWords(html: string): number {
  const text = withoutHiddenElements(html).replace(TAG, ' ').replace(ENTITY, ' ');
  let words = 0;
  for (const _ of text.matchAll(WORD)) words++;
  return words;
}
