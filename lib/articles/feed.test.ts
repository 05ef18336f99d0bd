/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { buildRssFeed } from './feed';
import type { Article } from './schemas';

const article = (over: Partial<Article>): Article => ({
  id: 1,
  title: 'Title',
  author_name: 'Anna',
  date: '2024-08-19T10:00:00.000Z',
  hashtags: '#web',
  slug: 'title',
  status: 'published',
  banner: { path: '', meta_alt: '', meta_title: '' },
  language: 'en',
  translations: [],
  content: '<p>Body</p>',
  ...over,
});

const options = {
  siteUrl: new URL('https://lumen.agency'),
  title: 'Lumen newsroom',
  description: 'News',
  language: 'en',
} as const;

/** Parsed as browsers and feed readers parse XML: strictly. */
function parse(xml: string) {
  const { DOMParser } = new JSDOM('').window;
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

describe('the RSS feed', () => {
  it('lists articles as well-formed RSS', () => {
    const document = parse(buildRssFeed([article({ title: 'A & B <c>' })], options));
    expect(document.querySelector('item > title')?.textContent).toBe('A & B <c>');
    expect(document.querySelector('item > link')?.textContent).toBe(
      'https://lumen.agency/newsroom/title',
    );
  });

  it('stays well-formed whatever characters an article carries', () => {
    const nasty = 'a\u0000b\u0001c\u000bd\ud800e\udfff\ufffef\u001bg';
    const xml = buildRssFeed(
      [
        article({
          title: nasty,
          author_name: nasty,
          hashtags: `#x${nasty}`,
          content: `<p>${nasty}</p>`,
        }),
      ],
      options,
    );
    const document = parse(xml);
    expect(document.querySelector('item > title')?.textContent).toBe('abcdefg');
  });
});
