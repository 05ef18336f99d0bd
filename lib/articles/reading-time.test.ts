/** @jest-environment node */
import { countWords } from '@/lib/db/words';
import { articleReadingMinutes, readingMinutes, WORDS_PER_MINUTE } from './reading-time';

const words = (n: number, word = 'word') => `<p>${Array(n).fill(word).join(' ')}</p>`;

describe('countWords', () => {
  it('counts the words a reader reads, not the markup, references or embedded players', () => {
    expect(
      countWords(
        '<h2 id="x">Why we ship</h2><p class="lead">Don’t&nbsp;wait: <a href="https://a.b/c-d">B2B</a> sites, 58% faster!</p>' +
          '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/a" title="Video title here"></iframe></div>' +
          '<img src="/api/images/a.webp" alt="four words of alt">',
      ),
    ).toBe(9);
  });

  it('counts Russian words, hyphenated ones as one', () => {
    expect(countWords('<p>Мы пересобрали сайт из-за того, что он медленный — и всё.</p>')).toBe(10);
  });

  it('is 0 for a body without text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('<p><br></p><img src="/a.webp" alt="">')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('reads English at 228 and Russian at 184 words a minute, rounded, at least a minute', () => {
    expect(WORDS_PER_MINUTE).toEqual({ en: 228, ru: 184 });
    expect(readingMinutes(1, 'en')).toBe(1);
    expect(readingMinutes(912, 'en')).toBe(4);
    expect(readingMinutes(912, 'ru')).toBe(5);
    expect(readingMinutes(1000, 'en')).toBe(4);
    expect(readingMinutes(1000, 'ru')).toBe(5);
    expect(readingMinutes(1100, 'ru')).toBe(6);
  });

  it('has no reading time for a text without words', () => {
    expect(readingMinutes(0, 'en')).toBeUndefined();
    expect(readingMinutes(Number.NaN, 'ru')).toBeUndefined();
  });
});

describe('articleReadingMinutes', () => {
  it('counts the body when it is there, in the article’s language', () => {
    expect(articleReadingMinutes({ language: 'en', content: words(700) })).toBe(3);
    expect(articleReadingMinutes({ language: 'ru', content: words(700, 'слово') })).toBe(4);
  });

  it('takes the word count a list item carries, and has nothing without one', () => {
    expect(articleReadingMinutes({ language: 'en', word_count: 460 })).toBe(2);
    expect(articleReadingMinutes({ language: 'en' })).toBeUndefined();
  });

  it('prefers the body to a word count it may disagree with', () => {
    expect(articleReadingMinutes({ language: 'en', content: words(228), word_count: 5000 })).toBe(
      1,
    );
  });
});
