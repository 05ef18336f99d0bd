import { languageOfCounts, letterCounts } from '@/lib/db/language';
import { countWords } from '@/lib/db/words';
import {
  articleText,
  renderArticleHtml,
  storedBody,
  type ArticleHeading,
  type SanitizeOptions,
} from './sanitize';
import { indexText } from './search/terms';

/**
 * What the site works out from an article's body besides showing it: its plain text and that
 * text's search terms (lib/articles/search/), its words for the reading time, and its letters
 * for its language. Each is one pass over the body; together they are the work that runs on
 * the body's thread (lib/articles/bodies.ts), never on the one that answers pages.
 */
export interface BodyFacts {
  text: string;
  /** The text as the search index keeps it (`indexText`). */
  stems: string;
  words: number;
  /** Letters, and Cyrillic characters, of the text (`languageOf`). */
  letters: number;
  cyrillic: number;
}

/** A body staff sent, as it is stored: sanitised, with its facts. */
export interface StoredArticleBody extends BodyFacts {
  html: string;
  /** Nothing to read or see: no text (spaces aside), no picture, no player. */
  empty: boolean;
}

/** An article's body as its page shows it. */
export interface RenderedBody {
  html: string;
  headings: ArticleHeading[];
  words: number;
}

function factsOf(html: string, text: string): BodyFacts {
  return {
    text,
    stems: indexText(text),
    words: countWords(html),
    ...letterCounts(text),
  };
}

/** The language of a title and a body's facts: Russian when most of their letters are Cyrillic. */
export function languageOf(title: string, facts: Pick<BodyFacts, 'letters' | 'cyrillic'>) {
  return languageOfCounts(letterCounts(title), facts);
}

/** What is stored of a body staff sent (lib/articles/sanitize.ts, `storedBody`), and its facts. */
export function storeBody(
  html: string,
  options: Omit<SanitizeOptions, 'videoTitle'> = {},
): StoredArticleBody {
  const stored = storedBody(html, options);
  return { ...factsOf(stored.html, stored.text), html: stored.html, empty: stored.empty };
}

/** The facts of a body already stored (a revision restored, an article indexed again). */
export function bodyFacts(html: string): BodyFacts {
  return factsOf(html, articleText(html));
}

/** A body as its page shows it, with its words for the reading time. */
export function renderBody(html: string, options: SanitizeOptions = {}): RenderedBody {
  return { ...renderArticleHtml(html, options), words: countWords(html) };
}
