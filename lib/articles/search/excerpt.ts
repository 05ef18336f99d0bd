import { matches, words, type SearchTerms } from './terms';

/** A run of text, marked when it is a word the query asked for. */
export interface Segment {
  text: string;
  mark: boolean;
}

/** `text` in runs, the words matching `terms` marked. */
export function highlight(text: string, terms: SearchTerms): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const { word, start, end } of words(text)) {
    if (!matches(word, terms)) continue;
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

/**
 * A short passage of `text` around its first word matching `terms` (its start when the match is
 * elsewhere, in the title or the hashtags), at most about `length` characters cut at word
 * boundaries, with the matching words marked.
 */
export function searchExcerpt(text: string, terms: SearchTerms, length = 220): Segment[] {
  const first = words(text).find(({ word }) => matches(word, terms));
  let start = first ? Math.max(0, first.start - Math.floor(length / 3)) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || (first && space >= first.start) ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const passage = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return highlight(passage, terms);
}
