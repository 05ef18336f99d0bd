'use client';

import { diffWords } from 'diff';
import { useMemo } from 'react';
import styles from './word-diff.module.css';

/** An article body's words, one paragraph (heading, list item…) a line, for comparing. */
export function plainText(html: string): string {
  // Blocks end their line: without it the last word of one paragraph runs into the next.
  const lined = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|figure|div)>/gi, '$&\n');
  const doc = new DOMParser().parseFromString(lined, 'text/html');
  return (doc.body.textContent ?? '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

// The library's own tokeniser knows Latin letters only: a Cyrillic word would be compared
// letter by letter. The browser's segmenter knows the words of every language.
const words = new Intl.Segmenter('ru', { granularity: 'word' });

/** What changed from `before` to `after`, in whole words (Russian as well as English). */
export function wordChanges(before: string, after: string) {
  return diffWords(before, after, { intlSegmenter: words });
}

/**
 * Two versions of a text, word by word: what only `before` has is struck through, what only
 * `after` has is underlined (colour is never the only sign).
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => wordChanges(before, after), [before, after]);
  return (
    <p className={styles.diff}>
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i} className={styles.added}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={i} className={styles.removed}>
            {part.value}
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  );
}
