/**
 * Text as the store searches it: case folded by JavaScript (Unicode-aware, unlike SQLite's
 * lower()), normalised to NFC, so that a query folded the same way finds it with a plain LIKE
 * on either engine. Fields are joined by a line feed, which no query contains, so that a match
 * never spans two fields.
 */
export function foldForSearch(...fields: string[]): string {
  return fields.map(fold).join('\n');
}

export function fold(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** A LIKE pattern that matches `text` anywhere, its wildcards escaped (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
