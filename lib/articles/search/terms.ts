import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as russianStem } from '@orama/stemmers/russian';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as russianStopwords } from '@orama/stopwords/russian';

/**
 * Words as the newsroom's search compares them: each word of a text folded (NFC, lower case,
 * «ё» as «е») and reduced to its stem by Snowball's rules for its script (Cyrillic words by the
 * Russian ones, Latin by the English ones), so that «дизайна» and «дизайн», "designing" and
 * "design" are one term, whichever language the article is in. The same function makes the
 * SQLite index and reads a query, so both always agree.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
const STOPWORDS = new Set([...englishStopwords, ...russianStopwords].map(fold));

/** Longest query the search reads, in characters; a longer one is refused, never cut. */
export const MAX_QUERY_LENGTH = 200;
/** Most terms one query holds: every term is one more condition on the index. */
export const MAX_QUERY_TERMS = 8;
/** Longest word kept: nothing longer is a word, and it would only bloat the index. */
const MAX_WORD_LENGTH = 40;

export function fold(word: string): string {
  return word.normalize('NFC').toLowerCase().replaceAll('ё', 'е');
}

export function stem(word: string): string {
  return stemFolded(fold(word));
}

function stemFolded(folded: string): string {
  if (CYRILLIC.test(folded)) return russianStem(folded);
  if (LATIN.test(folded)) return englishStem(folded);
  return folded;
}

/** Every word of `text` with where it is: what the excerpt marks. */
export function words(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * A text as the index keeps it: each word's stem, and the word itself (folded) where it differs,
 * so that a word still being typed ("brandi", a prefix of "branding" but not of its stem
 * "brand") finds it too.
 */
export function indexText(text: string): string {
  // A text repeats its words: each is folded and stemmed once (a long article's words are a
  // few thousand distinct ones among tens of thousands).
  const terms = new Map<string, string>();
  const out: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    if (word.length > MAX_WORD_LENGTH) continue;
    let term = terms.get(word);
    if (term === undefined) {
      const folded = fold(word);
      const stemmed = stemFolded(folded);
      term = stemmed === folded ? stemmed : `${stemmed} ${folded}`;
      terms.set(word, term);
    }
    out.push(term);
  }
  return out.join(' ');
}

export interface SearchTerms {
  /** The stems every result must contain, in the order typed; the last may be a prefix. */
  stems: string[];
  /** The same terms as typed, folded (PostgreSQL's index stems them itself). */
  words: string[];
  /** Whether the query ended inside a word (as one types): its last stem matches as a prefix. */
  prefix: boolean;
}

export type QueryReading =
  { kind: 'terms'; terms: SearchTerms } | { kind: 'empty' } | { kind: 'too-long' };

/**
 * What a visitor's query asks for: its words, stop words («и», "the") and anything that is not
 * a letter or a digit left out, so that no character of it ever reaches the index's own query
 * language (quotes, `*`, `NEAR`, `-` and `OR` are words or nothing here).
 */
export function readQuery(query: string): QueryReading {
  if (query.length > MAX_QUERY_LENGTH) return { kind: 'too-long' };
  const found = [...query.matchAll(WORD)].map(([word]) => word);
  const kept = found.filter((word) => word.length <= MAX_WORD_LENGTH && !STOPWORDS.has(fold(word)));
  const byStem = new Map<string, string>();
  for (const word of kept) if (!byStem.has(stem(word))) byStem.set(stem(word), fold(word));
  const terms = [...byStem].slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return { kind: 'empty' };
  // A query that does not end in a space is still being typed: its last word may be unfinished.
  const lastWord = [...query.matchAll(WORD)].at(-1);
  const prefix =
    lastWord !== undefined &&
    lastWord.index + lastWord[0].length === query.length &&
    kept.at(-1) === lastWord[0] &&
    terms.at(-1)![0] === stem(lastWord[0]);
  return {
    kind: 'terms',
    terms: { stems: terms.map(([s]) => s), words: terms.map(([, w]) => w), prefix },
  };
}

/** Whether a word of a text is one the query asked for. */
export function matches(word: string, { stems, prefix }: SearchTerms): boolean {
  const stemmed = stem(word);
  const last = stems.length - 1;
  return stems.some(
    (wanted, index) =>
      stemmed === wanted ||
      (prefix && index === last && (stemmed.startsWith(wanted) || fold(word).startsWith(wanted))),
  );
}
