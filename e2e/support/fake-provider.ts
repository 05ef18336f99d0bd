import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeArticle {
  id: number;
  slug: string;
  title: string;
  date: string;
  content?: string;
  /** The banner's path under {api} (`images/a.png`); none by default. */
  banner?: string;
}

/** What the provider answers at a path under {api}: a picture, or a redirect elsewhere. */
export type FakeFile = { type: string; body: Buffer } | { redirect: string };

/**
 * An external article provider implementing the contract's read side (GET /api/articles,
 * GET /api/article/{slug}), which a test can take down and bring back.
 */
export async function startFakeProvider(
  articles: FakeArticle[],
  /** Files by their path under {api} (`images/a.png`). */
  files: Record<string, FakeFile> = {},
) {
  let up = true;
  let requests = 0;
  /** Slugs whose article is answered only after this many milliseconds. */
  const delays = new Map<string, number>();
  const item = (a: FakeArticle) => ({
    id: a.id,
    title: a.title,
    author_name: 'Provider Author',
    date: a.date,
    hashtags: '#provider',
    slug: a.slug,
    banner: { path: a.banner ?? '', meta_alt: '', meta_title: '' },
  });
  const server = http.createServer((request, response) => {
    requests++;
    if (!up) {
      response.writeHead(503, { 'Content-Type': 'text/plain' }).end('down for maintenance');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://provider.test');
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/api/articles') return send(200, { data: articles.map(item) });
    const file = url.pathname.startsWith('/api/') ? files[url.pathname.slice(5)] : undefined;
    if (file && 'redirect' in file)
      return void response.writeHead(302, { Location: file.redirect }).end();
    if (file) {
      return void response
        .writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length })
        .end(file.body);
    }
    const match = /^\/api\/article\/([^/]+)$/.exec(url.pathname);
    const article = match && articles.find((a) => a.slug === decodeURIComponent(match[1]!));
    if (article) {
      const body = { data: { ...item(article), content: article.content ?? '<p>Text.</p>' } };
      const delay = delays.get(article.slug) ?? 0;
      if (delay > 0) return void setTimeout(() => send(200, body), delay);
      return send(200, body);
    }
    send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    get requests() {
      return requests;
    },
    down() {
      up = false;
    },
    up() {
      up = true;
    },
    /** Answers the article `slug` after `ms` milliseconds from now on. */
    slow(slug: string, ms: number) {
      delays.set(slug, ms);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
