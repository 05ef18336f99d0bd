const HIDDEN = /<(script|style|textarea|iframe|noscript)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<[^>]*>/g;
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;
// A word is a run of letters and digits, with inner apostrophes and hyphens ("don't",
// "из-за", "B2B") kept in one word.
const WORD = /[\p{L}\p{N}]+(?:['’\-‐][\p{L}\p{N}]+)*/gu;

/**
 * How many words an article's HTML has for a reader: the text of its elements, markup and
 * character references left out. Stored with the article (`articles.word_count`), so that
 * listings can show a reading time without reading bodies.
 */
export function countWords(html: string): number {
  const text = html.replace(HIDDEN, ' ').replace(TAG, ' ').replace(ENTITY, ' ');
  return text.match(WORD)?.length ?? 0;
}
