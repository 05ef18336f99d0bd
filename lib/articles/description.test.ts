/** @jest-environment node */
import { articleDescription, pageDescription } from './description';
import { articleText } from './sanitize';
import { describeText, sharedTitle } from './summary';

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

describe('an article’s description made from its text', () => {
  it('ends at a sentence, never in the middle of one', () => {
    const html = paragraphs(
      'We rebuilt a freight marketplace on the App Router in fourteen weeks.',
      'Largest Contentful Paint fell by 58% on mid-range Android phones, and conversions rose with it.',
      'Here is what we measured.',
    );
    const description = articleDescription(html, 'en');
    expect(description).toBe(
      'We rebuilt a freight marketplace on the App Router in fourteen weeks.',
    );
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('keeps as many whole sentences as fit', () => {
    const html = paragraphs(
      'One short sentence opens the article.',
      'Another one follows it, a little longer.',
      `And a third that would not fit: ${'x'.repeat(200)}.`,
    );
    expect(articleDescription(html, 'en')).toBe(
      'One short sentence opens the article. Another one follows it, a little longer.',
    );
  });

  it('reads sentences by the article’s language: an abbreviation ends none', () => {
    // A sentence too long to fit whole: read as two at «т. е.», its first part would do.
    const html = paragraphs(
      `Мы перенесли сайт грузового маркетплейса на App Router, т. е. ${'на серверные компоненты и потоковую отрисовку '.repeat(3)}за четырнадцать недель.`,
    );
    const description = articleDescription(html, 'ru');
    expect(description.endsWith('…')).toBe(true);
    expect(description).toContain('т. е. на серверные');
  });

  it('cuts at a word when the first sentence alone is too long, or too little fits', () => {
    const long = `${'a very long opening sentence '.repeat(10)}ends here.`;
    const cut = articleDescription(paragraphs(long, 'Second.'), 'en');
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
    const tiny = articleDescription(paragraphs('Hi.', 'word '.repeat(60)), 'en');
    expect(tiny.startsWith('Hi. word word')).toBe(true);
    expect(tiny.endsWith('…')).toBe(true);
  });

  it('is the whole text when it is short', () => {
    expect(articleDescription('<h2>Why</h2><p>Speed matters.</p>', 'en')).toBe(
      'Why. Speed matters.',
    );
  });
});

describe('what an article’s page gives as its description and shared title', () => {
  const article = {
    title: 'How we ship',
    content: paragraphs('We ship every Friday, with tests and a written plan for each release.'),
    language: 'en' as const,
  };

  it('takes the article’s own description when it has one, else one made from the text', () => {
    expect(pageDescription({ ...article, description: 'Our own words.' })).toBe('Our own words.');
    const made = articleDescription(article.content, 'en');
    expect(pageDescription({ ...article, description: '' })).toBe(made);
    expect(pageDescription({ ...article, description: '   ' })).toBe(made);
    expect(pageDescription(article)).toBe(made);
  });

  it('shares the social title when there is one, else the title', () => {
    expect(sharedTitle({ ...article, social_title: 'Ship on Fridays' })).toBe('Ship on Fridays');
    expect(sharedTitle({ ...article, social_title: '' })).toBe('How we ship');
    expect(sharedTitle(article)).toBe('How we ship');
  });

  it('is made the same from plain text as from the page’s HTML (the CRM’s preview)', () => {
    const html = paragraphs(
      'Мы выпускаем сайт каждую пятницу, т. е. раз в неделю, с тестами.',
      'Второе предложение длиннее, и оно уже не помещается в описание целиком, потому что так.',
      'Третье.',
    );
    expect(describeText(articleText(html), 'ru')).toBe(articleDescription(html, 'ru'));
  });
});
