import { articleListResponseSchema, articleResponseSchema } from './schemas';

const item = {
  id: 1,
  title: 'Hello',
  author_name: 'Ann',
  date: '2024-01-05T10:00:00.000Z',
  hashtags: '#a',
  slug: 'hello',
  banner: { path: 'images/x.webp', meta_alt: 'alt', meta_title: 'title' },
};

describe('provider contract schemas', () => {
  it('accept valid answers, with null banner texts as empty', () => {
    // A provider that knows only the spec lists published articles.
    expect(articleListResponseSchema.parse({ data: [item] }).data[0]).toEqual({
      ...item,
      status: 'published',
      language: 'en',
      translations: [],
    });
    const parsed = articleResponseSchema.parse({
      data: {
        ...item,
        content: '<p>x</p>',
        banner: { path: '', meta_alt: null, meta_title: null },
      },
    });
    expect(parsed.data.banner).toEqual({ path: '', meta_alt: '', meta_title: '' });
    expect(
      articleListResponseSchema.parse({ data: [{ ...item, date: '2024-01-05' }] }).data,
    ).toHaveLength(1);
  });

  it.each([
    ['a missing data key', { articles: [item] }],
    ['a string id', { data: [{ ...item, id: '1' }] }],
    ['a negative id', { data: [{ ...item, id: -1 }] }],
    ['an empty slug', { data: [{ ...item, slug: '' }] }],
    ['a bad date', { data: [{ ...item, date: 'yesterday' }] }],
    ['no banner', { data: [{ ...item, banner: undefined }] }],
  ])('reject %s', (_, answer) => {
    expect(articleListResponseSchema.safeParse(answer).success).toBe(false);
  });

  it('read the workflow extension, and take a status they do not know as not public', () => {
    const parse = (status: unknown) =>
      articleListResponseSchema.parse({ data: [{ ...item, status }] }).data[0]!.status;
    expect(parse('draft')).toBe('draft');
    expect(parse('scheduled')).toBe('scheduled');
    expect(parse('published')).toBe('published');
    expect(parse('archived')).toBe('draft');
  });

  it('read the translations extension, in the default language when a provider does not say', () => {
    const parse = (extra: Record<string, unknown>) =>
      articleResponseSchema.parse({ data: { ...item, content: '', ...extra } }).data;
    expect(parse({})).toMatchObject({ language: 'en', translations: [] });
    expect(parse({ language: 'ru' }).language).toBe('ru');
    // A language this site does not publish in, or none readable, is the default language.
    expect(parse({ language: 'de' }).language).toBe('en');
    expect(parse({ language: null, translations: null })).toMatchObject({
      language: 'en',
      translations: [],
    });
    expect(
      parse({
        language: 'ru',
        translations: [
          { id: 2, slug: 'hello-en', language: 'en', status: 'draft' },
          { id: 3, slug: 'hallo', language: 'de', status: 'published' },
          { id: 'x', slug: 'broken', language: 'en' },
          { id: 4, slug: 'spec', language: 'en' },
          { id: 5, slug: 'odd', language: 'en', status: 'archived' },
        ],
      }).translations,
    ).toEqual([
      { id: 2, slug: 'hello-en', language: 'en', status: 'draft' },
      { id: 4, slug: 'spec', language: 'en', status: 'published' },
      { id: 5, slug: 'odd', language: 'en', status: 'draft' },
    ]);
  });

  it('require content on a full article', () => {
    expect(articleResponseSchema.safeParse({ data: item }).success).toBe(false);
  });
});
