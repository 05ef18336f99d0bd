/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { methodRefusal, ROUTE_HANDLERS, routeMethods } from './method-guard';

const PAGE_ALLOW = 'GET, HEAD, OPTIONS';

describe('methods refused before Next', () => {
  const pages = [
    '/',
    '/ru/newsroom',
    '/newsroom/some-article',
    '/crm/login',
    '/crm/articles',
    '/preview/token',
    '/newsroom/feed.xml',
    '/sitemap.xml',
    '/sitemap/2.xml',
    '/robots.txt',
    '/favicon.ico',
    '/_next/static/chunks/x.js',
    '/a.b',
    // Unknown addresses under /api are the 404 page, not endpoints.
    '/api/unknown',
    '/api/x.y',
    '/api/article/1/x',
    '/api_mail/other.php',
  ];

  it.each(pages)('%s answers GET and HEAD, OPTIONS here, and nothing else', (page) => {
    expect(methodRefusal('GET', page)).toBeUndefined();
    expect(methodRefusal('HEAD', page)).toBeUndefined();
    expect(methodRefusal('OPTIONS', page)).toEqual({ status: 204, allow: PAGE_ALLOW });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'QUERY']) {
      expect(methodRefusal(method, page)).toEqual({ status: 405, allow: PAGE_ALLOW });
    }
  });

  it('lets an endpoint’s own methods through and refuses the rest, TRACE included', () => {
    expect(methodRefusal('POST', '/api/article')).toBeUndefined();
    expect(methodRefusal('POST', '/api_mail/MailSender.php')).toBeUndefined();
    expect(methodRefusal('DELETE', '/api/article/3')).toBeUndefined();
    expect(methodRefusal('TRACE', '/api/article')).toEqual({ status: 405, allow: 'OPTIONS, POST' });
    expect(methodRefusal('TRACE', '/api_mail/MailSender.php')?.status).toBe(405);
    expect(methodRefusal('PATCH', '/api/articles')).toEqual({ status: 405, allow: PAGE_ALLOW });
    expect(methodRefusal('OPTIONS', '/api/article/3')).toEqual({
      status: 204,
      allow: 'DELETE, GET, HEAD, OPTIONS, POST, PUT',
    });
  });

  it('matches literal segments before dynamic ones, as Next does', () => {
    expect(routeMethods('/api/crm/inbox/export')).toEqual(['GET']);
    expect(routeMethods('/api/crm/inbox/7')).toEqual(['GET', 'PATCH', 'DELETE']);
    expect(routeMethods('/api/article/id/7')).toEqual(['GET']);
    expect(routeMethods('/api/article/id')).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
  });

  it('reads the request target as Next routes it', () => {
    expect(routeMethods('/api/article?x=1')).toEqual(['POST']);
    expect(routeMethods('/api/article/')).toEqual(['POST']);
    expect(routeMethods('/api/upload/../article')).toEqual(['POST']);
    expect(routeMethods('/api/article/%2e%2e/%2e%2e/a.b')).toEqual(['GET']);
    expect(routeMethods('http://localhost/api/article')).toEqual(['POST']);
    expect(routeMethods('//api/article')).toEqual(['GET']);
    expect(routeMethods('*')).toEqual(['GET']);
    expect(routeMethods('/api/article/%')).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
  });
});

describe('the table of route handlers', () => {
  const METHOD =
    /export\s+(?:async\s+)?(?:function|const)\s+(GET|HEAD|OPTIONS|POST|PUT|DELETE|PATCH)\b/g;

  function routeFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return routeFiles(full);
      return entry.name === 'route.ts' ? [full] : [];
    });
  }

  /** The route of a file (app/api/article/[slugOrId]/route.ts: /api/article/[slugOrId]). */
  function routeOf(file: string): string {
    const segments = path
      .relative('app', path.dirname(file))
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment));
    return `/${segments.join('/')}`;
  }

  /** An address of that route, with a sample value for each dynamic segment. */
  const addressOf = (file: string) => routeOf(file).replace(/\[[^\]]+\]/g, 'x1');

  it('lists every route handler with the methods it exports', () => {
    const files = routeFiles('app');
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      expect(source).not.toMatch(/export\s*\{/);
      const exported = [...source.matchAll(METHOD)].map((match) => match[1]);
      expect({ file, methods: [...routeMethods(addressOf(file))].sort() }).toEqual({
        file,
        methods: exported.sort(),
      });
    }
    const routes = new Set(files.map(routeOf));
    expect(Object.keys(ROUTE_HANDLERS).filter((route) => !routes.has(route))).toEqual([]);
  });
});
