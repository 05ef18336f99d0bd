import { highlight, searchExcerpt } from './excerpt';
import { readQuery, type SearchTerms } from './terms';

function terms(query: string): SearchTerms {
  const reading = readQuery(query);
  if (reading.kind !== 'terms') throw new Error(`no terms in ${query}`);
  return reading.terms;
}

const marked = (segments: { text: string; mark: boolean }[]) =>
  segments.filter((s) => s.mark).map((s) => s.text);

describe('search excerpts', () => {
  it('marks every form of the words asked for, and nothing else', () => {
    const segments = highlight('Дизайн и дизайнеры: о дизайне сайтов', terms('дизайна '));
    expect(marked(segments)).toEqual(['Дизайн', 'дизайне']);
    expect(segments.map((s) => s.text).join('')).toBe('Дизайн и дизайнеры: о дизайне сайтов');
  });

  it('cuts a passage around the first match, at word boundaries', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}Our team was designing a brand. ${'Tail words here. '.repeat(20)}`;
    const segments = searchExcerpt(text, terms('designing '), 120);
    const passage = segments.map((s) => s.text).join('');
    expect(passage.startsWith('…')).toBe(true);
    expect(passage.endsWith('…')).toBe(true);
    expect(passage.length).toBeLessThanOrEqual(123);
    expect(passage).toMatch(/^…\S/);
    expect(marked(segments)).toEqual(['designing']);
  });

  it('starts at the beginning when the text has no match (the title or hashtags had it)', () => {
    const passage = searchExcerpt('A short text.', terms('brand '))
      .map((s) => s.text)
      .join('');
    expect(passage).toBe('A short text.');
  });
});
