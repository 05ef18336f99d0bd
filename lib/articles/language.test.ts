import { detectArticleLanguage, isArticleLanguage } from './language';

describe('detectArticleLanguage', () => {
  it('finds Russian in a mostly Cyrillic article', () => {
    expect(
      detectArticleLanguage('Как мы строим сайты', '<p>Быстро и надёжно, на Next.js.</p>'),
    ).toBe('ru');
  });

  it('finds English in a Latin article', () => {
    expect(detectArticleLanguage('How we build sites', '<p>Fast and sound.</p>')).toBe('en');
  });

  it('counts letters of the text, not of its markup or character references', () => {
    const markup =
      '<figure class="image-block"><img src="/api/images/abc.png" alt="" data-caption="x"></figure>';
    expect(detectArticleLanguage('Привет', `${markup}<p>мир&nbsp;&amp;&#8212;&mdash;</p>`)).toBe(
      'ru',
    );
  });

  it('goes by the majority when both alphabets are there', () => {
    expect(
      detectArticleLanguage('Next.js и React', '<p>Мы пишем на TypeScript каждый рабочий день</p>'),
    ).toBe('ru');
    expect(
      detectArticleLanguage(
        'Our Moscow office',
        '<p>We opened it in «Москва-Сити» last spring</p>',
      ),
    ).toBe('en');
  });

  it('takes an article without letters, or split evenly, to be English', () => {
    expect(detectArticleLanguage('', '')).toBe('en');
    expect(detectArticleLanguage('2026', '<p>42 — 17</p>')).toBe('en');
    expect(detectArticleLanguage('ab', 'вг')).toBe('en');
  });
});

describe('isArticleLanguage', () => {
  it('knows the site languages only', () => {
    expect(isArticleLanguage('en')).toBe(true);
    expect(isArticleLanguage('ru')).toBe(true);
    expect(isArticleLanguage('de')).toBe(false);
    expect(isArticleLanguage(undefined)).toBe(false);
  });
});
