/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderError } from './errors';
import { httpSource, PROVIDER_ANSWER_MAX_BYTES } from './http-source';
import type { Article } from './schemas';
import { readQuery } from './search/terms';

const article = (id: number, date: string, hashtags: string): Article => ({
  id,
  title: `Article ${id}`,
  author_name: 'Maria Sokolova',
  date,
  hashtags,
  slug: `article-${id}`,
  status: 'published',
  banner: { path: `images/${id}.webp`, meta_alt: `Banner ${id}`, meta_title: '' },
  language: 'en',
  translations: [],
  content: `<p>Body ${id}</p>`,
});

const ARTICLES = [
  article(1, '2024-01-05T10:00:00.000Z', '#design'),
  article(3, '2025-06-01T10:00:00.000Z', '#ai #design'),
  article(2, '2024-09-10T10:00:00.000Z', '#ai'),
];

/** Staff-only work a provider may list, one that knows only the spec, and an unknown status. */
const { status: _status, ...legacy } = article(6, '2025-07-01T10:00:00.000Z', '#legacy');
const WORKFLOW = [
  { ...article(4, '2025-08-01T10:00:00.000Z', '#ai'), status: 'draft' },
  { ...article(5, '2030-01-01T10:00:00.000Z', '#ai'), status: 'scheduled' },
  legacy,
  { ...article(7, '2025-09-01T10:00:00.000Z', '#ai'), status: 'archived' },
];

/** A provider that knows only the spec: no language, no translations. */
const SPEC_ONLY = ARTICLES.map(
  ({ language: _language, translations: _translations, ...rest }) => rest,
);

/**
 * Two languages: article 1 has a published Russian version (8), a Russian draft of article 3
 * (9) is not public, and a version in a language this site does not publish in is left out.
 */
const BILINGUAL = [
  {
    ...ARTICLES[0]!,
    translations: [
      { id: 8, slug: 'statya-8', language: 'ru', status: 'published' },
      { id: 10, slug: 'artikel-10', language: 'de', status: 'published' },
    ],
  },
  { ...ARTICLES[1]!, translations: [{ id: 9, slug: 'statya-9', language: 'ru', status: 'draft' }] },
  ARTICLES[2]!,
  {
    ...article(8, '2024-01-06T10:00:00.000Z', '#дизайн'),
    slug: 'statya-8',
    language: 'ru',
    translations: [{ id: 1, slug: 'article-1', language: 'en', status: 'published' }],
  },
  {
    ...article(9, '2025-06-02T10:00:00.000Z', '#ии'),
    slug: 'statya-9',
    language: 'ru',
    status: 'draft',
    translations: [{ id: 3, slug: 'article-3', language: 'en', status: 'published' }],
  },
];

/**
 * Hashtags shared with article 10 (#a #b): 11 both, 13 one, 12 none; 14 shares both but is in
 * Russian. Article 11 says how many words it has (the reading-time extension), 13 says it
 * wrongly.
 */
const RELATED = [
  { ...article(10, '2025-01-01T10:00:00.000Z', '#a #b'), word_count: 900 },
  { ...article(11, '2024-01-01T10:00:00.000Z', '#b #a'), word_count: 460 },
  article(12, '2025-06-01T10:00:00.000Z', '#z'),
  { ...article(13, '2024-06-01T10:00:00.000Z', '#b'), word_count: 'many' },
  { ...article(14, '2025-07-01T10:00:00.000Z', '#a #b'), language: 'ru' },
];

/** A real HTTP server implementing the provider contract, with switchable faults. */
function startProvider() {
  const state = {
    mode: 'ok' as
      | 'ok'
      | 'mixed'
      | 'spec-only'
      | 'bilingual'
      | 'related'
      | 'searching'
      | 'error'
      | 'garbage'
      | 'off-contract',
  };
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (state.mode === 'error') return send(502, '{"message":"upstream down"}');
    if (state.mode === 'garbage') return send(200, '<html>maintenance</html>');
    if (state.mode === 'off-contract') return send(200, { data: [{ id: 'one', title: 7 }] });
    const address = new URL(request.url ?? '', 'http://provider');
    // A provider that knows only the spec answers its list whatever the query asks.
    const url = address.pathname;
    if (state.mode === 'searching' && url === '/v1/articles' && address.searchParams.has('q')) {
      const word = address.searchParams.get('q')!.toLowerCase();
      const hits = ARTICLES.filter((a) => a.content.toLowerCase().includes(word));
      return send(200, {
        search: true,
        total: hits.length,
        data: hits.map(({ content, ...item }) => ({ ...item, excerpt: content.slice(3, -4) })),
      });
    }
    if (url === '/v1/images/banner.png') {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': 13774 });
      return response.end(request.method === 'HEAD' ? undefined : Buffer.alloc(13774));
    }
    if (url === '/v1/images/unsized.webp') {
      // As a Next.js route handler answers: no length, the body chunked.
      response.writeHead(200, { 'Content-Type': 'image/webp' });
      if (request.method === 'HEAD') return response.end();
      response.write(Buffer.alloc(1000));
      return response.end(Buffer.alloc(774));
    }
    if (url === '/v1/images/page.html') return send(200, '<html></html>');
    const all: { id: number; slug: string; content: string }[] =
      state.mode === 'mixed'
        ? [...ARTICLES, ...WORKFLOW]
        : state.mode === 'spec-only'
          ? SPEC_ONLY
          : state.mode === 'bilingual'
            ? BILINGUAL
            : state.mode === 'related'
              ? RELATED
              : ARTICLES;
    if (url === '/v1/articles') {
      return send(200, { data: all.map(({ content: _content, ...item }) => item) });
    }
    const byId = /^\/v1\/article\/id\/(\d+)$/.exec(url);
    const bySlug = /^\/v1\/article\/([\w-]+)$/.exec(url);
    const found = byId
      ? all.find((a) => a.id === Number(byId[1]))
      : all.find((a) => a.slug === bySlug?.[1]);
    return found ? send(200, { data: found }) : send(404, { message: 'Not found' });
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        state,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('httpSource against a real provider', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let errors: jest.SpyInstance;
  beforeAll(async () => {
    provider = await startProvider();
  });
  afterAll(() => provider.close());
  beforeEach(() => {
    provider.state.mode = 'ok';
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('lists newest first and pages by tag', async () => {
    const source = httpSource(provider.url);
    expect((await source.list()).map((a) => a.id)).toEqual([3, 2, 1]);
    expect(await source.page({ page: 1, perPage: 2 })).toMatchObject({
      total: 3,
      items: [{ id: 3 }, { id: 2 }],
    });
    expect(await source.page({ page: 1, perPage: 12, tag: 'ai' })).toMatchObject({
      total: 2,
      items: [{ id: 3 }, { id: 2 }],
    });
    expect((await source.others(3, 4)).map((a) => a.id)).toEqual([2, 1]);
    expect(await source.tags(10)).toEqual([
      { tag: 'ai', count: 2 },
      { tag: 'design', count: 2 },
    ]);
  });

  it('ranks the other articles by the hashtags they share with one, then newest, in its language', async () => {
    provider.state.mode = 'related';
    const source = httpSource(provider.url);
    expect((await source.others(10, 4, { language: 'en' })).map((a) => a.id)).toEqual([11, 13, 12]);
    expect((await source.others(10, 2)).map((a) => a.id)).toEqual([14, 11]);
  });

  it('carries the word count a provider sends, and none when it sends none or nonsense', async () => {
    provider.state.mode = 'related';
    const listed = await httpSource(provider.url).list();
    expect(Object.fromEntries(listed.map((a) => [a.id, a.word_count]))).toEqual({
      10: 900,
      11: 460,
      12: undefined,
      13: undefined,
      14: undefined,
    });
  });

  it('reads one article by slug and by id, and null for unknown ones', async () => {
    const source = httpSource(provider.url);
    expect(await source.bySlug('article-2')).toEqual(ARTICLES[2]);
    expect(await source.byId(1)).toEqual(ARTICLES[0]);
    expect(await source.bySlug('missing')).toBeNull();
    expect(await source.byId(99)).toBeNull();
  });

  it('shows the public only published articles, counting the spec providers’ as published', async () => {
    provider.state.mode = 'mixed';
    const source = httpSource(provider.url);
    expect((await source.list()).map((a) => [a.id, a.status])).toEqual([
      [6, 'published'],
      [3, 'published'],
      [2, 'published'],
      [1, 'published'],
    ]);
    expect((await source.page({ page: 1, perPage: 12, tag: 'ai' })).total).toBe(2);
    for (const slug of ['article-4', 'article-5', 'article-7']) {
      expect(await source.bySlug(slug)).toBeNull();
    }
    expect(await source.bySlug('article-6')).toMatchObject({ id: 6, status: 'published' });
  });

  it('takes the articles of a provider that knows only the spec to be in English, untranslated', async () => {
    provider.state.mode = 'spec-only';
    const source = httpSource(provider.url);
    expect((await source.list()).map((a) => [a.id, a.language, a.translations])).toEqual([
      [3, 'en', []],
      [2, 'en', []],
      [1, 'en', []],
    ]);
    expect((await source.list({ language: 'en' })).map((a) => a.id)).toEqual([3, 2, 1]);
    expect(await source.list({ language: 'ru' })).toEqual([]);
    expect(await source.page({ page: 1, perPage: 12, language: 'ru' })).toEqual({
      items: [],
      total: 0,
    });
    expect(await source.bySlug('article-2')).toEqual(ARTICLES[2]);
    expect(await source.byId(1)).toEqual(ARTICLES[0]);
  });

  it('reads languages and translations, filters by language, and shows published versions only', async () => {
    provider.state.mode = 'bilingual';
    const source = httpSource(provider.url);
    expect((await source.list({ language: 'ru' })).map((a) => [a.id, a.translations])).toEqual([
      [8, [{ id: 1, slug: 'article-1', language: 'en', status: 'published' }]],
    ]);
    expect((await source.list({ language: 'en' })).map((a) => [a.id, a.translations])).toEqual([
      [3, []],
      [2, []],
      [1, [{ id: 8, slug: 'statya-8', language: 'ru', status: 'published' }]],
    ]);
    expect(await source.page({ page: 1, perPage: 1, language: 'en' })).toMatchObject({
      total: 3,
      items: [{ id: 3, language: 'en' }],
    });
    expect(await source.bySlug('statya-8')).toMatchObject({
      language: 'ru',
      translations: [{ id: 1, slug: 'article-1', language: 'en', status: 'published' }],
    });
    expect((await source.byId(3))?.translations).toEqual([]);
    expect(await source.bySlug('statya-9')).toBeNull();
  });

  const searchFor = (query: string) => {
    const reading = readQuery(query);
    if (reading.kind !== 'terms') throw new Error(query);
    return { language: 'en' as const, query, terms: reading.terms, limit: 10, offset: 0 };
  };

  it('searches the text through the search call, and says so when the provider has none', async () => {
    provider.state.mode = 'searching';
    const source = httpSource(provider.url);
    expect(await source.search!(searchFor('body'))).toEqual({
      total: 3,
      items: [1, 3, 2].map((id) => ({
        article: expect.objectContaining({ id }),
        text: `Body ${id}`,
        passage: true,
      })),
    });
    // The same provider without the call: its list, by titles, hashtags and authors only.
    provider.state.mode = 'ok';
    expect(await source.search!(searchFor('body'))).toEqual({
      items: [],
      total: 0,
      scope: 'titles',
    });
    expect(await source.search!(searchFor('design'))).toMatchObject({
      items: [{ article: { id: 3 } }, { article: { id: 1 } }],
      total: 2,
      scope: 'titles',
    });
  });

  it('sizes a banner by the provider’s answer to HEAD, and leaves one it cannot size unknown', async () => {
    const source = httpSource(provider.url);
    expect(await source.imageFile('images/banner.png')).toEqual({
      bytes: 13774,
      type: 'image/png',
    });
    expect(await source.imageFile('/images/banner.png')).toEqual({
      bytes: 13774,
      type: 'image/png',
    });
    expect(await source.imageFile('images/unsized.webp')).toEqual({
      bytes: 1774,
      type: 'image/webp',
    });
    expect(await source.imageFile('images/page.html')).toBeNull();
    expect(await source.imageFile('images/missing.png')).toBeNull();
    expect(await httpSource('http://127.0.0.1:9/v1').imageFile('images/banner.png')).toBeNull();
  });

  it.each([
    ['error', /answered 502/],
    ['garbage', /non-JSON/],
    ['off-contract', /off the contract/],
  ] as const)(
    'turns a %s answer into a logged ProviderError, never a crash',
    async (mode, message) => {
      provider.state.mode = mode;
      const failure = httpSource(provider.url).list();
      await expect(failure).rejects.toBeInstanceOf(ProviderError);
      await expect(httpSource(provider.url).list()).rejects.toThrow(message);
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/article provider: GET .*\/articles/),
      );
    },
  );

  it('reports an unreachable provider', async () => {
    await expect(httpSource('http://127.0.0.1:9/v1').list()).rejects.toBeInstanceOf(ProviderError);
  });

  it('stops reading an answer past its limit instead of holding it whole', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let sent = 0;
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      const pump = () => {
        // Endless, or until the client hangs up: a provider gone wrong.
        while (sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => (sent = Infinity));
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(httpSource(url).list()).rejects.toBeInstanceOf(ProviderError);
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/unread: BodyTooLarge/));
    } finally {
      errors.mockRestore();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(PROVIDER_ANSWER_MAX_BYTES).toBe(16 * 1024 * 1024);
  });
});
