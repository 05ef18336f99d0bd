/** A long article's body as the editor writes one, of at least `bytes` bytes of UTF-8. */
export function longArticle(bytes: number): string;
