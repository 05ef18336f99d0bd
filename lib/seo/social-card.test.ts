/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  articleCardVersion,
  CARD_TITLE_SIZES,
  CARD_TITLE_WIDTH,
  drawableText,
  fitCardTitle,
  parseUnicodeRanges,
  textWidth,
  wrapLines,
} from './social-card';

const largest = CARD_TITLE_SIZES[0]!;
const smallest = CARD_TITLE_SIZES[CARD_TITLE_SIZES.length - 1]!;

describe('fitCardTitle', () => {
  it('draws a short title at the largest size, as it is', () => {
    expect(fitCardTitle('Design tokens')).toEqual({ text: 'Design tokens', ...largest });
  });

  it('takes a smaller size for a longer title, and fits it in the lines of that size', () => {
    const sample =
      'How We Cut LCP by 58% for a Freight Marketplace Moving to the Next.js App Router';
    const fitted = fitCardTitle(sample);
    expect(fitted.text).toBe(sample);
    expect(fitted.fontSize).toBeLessThan(largest.fontSize);
    expect(wrapLines(fitted.text, fitted.fontSize, CARD_TITLE_WIDTH).length).toBeLessThanOrEqual(
      fitted.maxLines,
    );
  });

  it('sizes a Cyrillic title by its own letters, which are wider', () => {
    const latin = fitCardTitle('Registering a trademark abroad: a checklist');
    const cyrillic = fitCardTitle('Регистрация товарного знака за рубежом: чек-лист');
    expect(cyrillic.text).toBe('Регистрация товарного знака за рубежом: чек-лист');
    expect(cyrillic.fontSize).toBeLessThanOrEqual(latin.fontSize);
  });

  it('cuts a title too long for the smallest size after a whole word, with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `слово${i}`);
    const fitted = fitCardTitle(words.join(' '));
    expect(fitted.fontSize).toBe(smallest.fontSize);
    expect(fitted.text.endsWith('…')).toBe(true);
    const shown = fitted.text.slice(0, -1).split(' ');
    expect(shown).toEqual(words.slice(0, shown.length));
    expect(shown.length).toBeGreaterThan(10);
    expect(wrapLines(fitted.text, fitted.fontSize, CARD_TITLE_WIDTH).length).toBe(
      smallest.maxLines,
    );
  });

  it('cuts one word longer than the card where its lines end', () => {
    const fitted = fitCardTitle('W'.repeat(255));
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(wrapLines(fitted.text, fitted.fontSize, CARD_TITLE_WIDTH).length).toBeLessThanOrEqual(
      smallest.maxLines,
    );
  });

  it('collapses white space', () => {
    expect(fitCardTitle('  Two\n\twords ').text).toBe('Two words');
  });
});

describe('wrapLines', () => {
  it('breaks between words, never wider than the width', () => {
    const lines = wrapLines('one two three four five six seven', 40, 300);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 40)).toBeLessThanOrEqual(300);
    expect(lines.join(' ')).toBe('one two three four five six seven');
  });
});

describe('drawableText', () => {
  const unicode = JSON.parse(
    readFileSync(path.join(process.cwd(), 'node_modules/@fontsource/manrope/unicode.json'), 'utf8'),
  ) as Record<string, string>;
  const ranges = Object.values(unicode).flatMap(parseUnicodeRanges);

  it('keeps Latin, Cyrillic and punctuation', () => {
    expect(drawableText('Новый сайт Lumen: «витрина» — 58% №1 café', ranges)).toBe(
      'Новый сайт Lumen: «витрина» — 58% №1 café',
    );
  });

  it('drops what the fonts cannot draw (emoji, Chinese) and control characters', () => {
    expect(drawableText('Launch 🚀 day 发布\u0007 notes', ranges)).toBe('Launch day notes');
  });
});

describe('parseUnicodeRanges', () => {
  it('reads single code points and ranges', () => {
    expect(parseUnicodeRanges('U+0400-045F,U+2116, nonsense')).toEqual([
      [0x400, 0x45f],
      [0x2116, 0x2116],
    ]);
  });
});

describe('articleCardVersion', () => {
  const article = { title: 'A title', author_name: 'Ann', date: '2026-01-01T00:00:00.000Z' };

  it('is the same for the same card, and changes with its title, author or date', () => {
    const version = articleCardVersion(article);
    expect(version).toMatch(/^[0-9a-z]{1,7}$/);
    expect(articleCardVersion({ ...article })).toBe(version);
    expect(articleCardVersion({ ...article, title: 'Another title' })).not.toBe(version);
    expect(articleCardVersion({ ...article, author_name: 'Bob' })).not.toBe(version);
    expect(articleCardVersion({ ...article, date: '2026-01-02T00:00:00.000Z' })).not.toBe(version);
  });

  it('changes with the social title the card draws, and stays when there is none', () => {
    const version = articleCardVersion(article);
    expect(articleCardVersion({ ...article, social_title: '' })).toBe(version);
    const shared = articleCardVersion({ ...article, social_title: 'Shared' });
    expect(shared).not.toBe(version);
    expect(shared).toBe(articleCardVersion({ ...article, title: 'Shared' }));
  });
});
