import Database from 'better-sqlite3';
import fc from 'fast-check';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTE_HANDLERS } from '../lib/http/method-guard';
import { contactSchema } from '../lib/contact/validation';
import { signInCookie, SITE_STAFF, startSite, type Site } from './support/site';

/**
 * Property-based fuzzing of every endpoint that reads input: at least 1,000 generated
 * malformed requests, each answered with a 4xx or the documented 2xx/3xx within 2 s, never a
 * 5xx; afterwards the store and the cache folders are exactly as they were and the server has
 * logged no error.
 */
test.describe.configure({ timeout: 300_000 });

const RUNS = 1_200;
const TIME_LIMIT_MS = 2_000;

interface FuzzRequest {
  target: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Statuses this endpoint documents for such a request. */
  allowed: number[];
}

interface Answer {
  status: number;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function send(site: Site, request: FuzzRequest): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let status: number | undefined;
    const outgoing = http.request(
      {
        host: 'localhost',
        port: site.port,
        method: request.method,
        path: request.path,
        // POST, PUT and PATCH bodies go chunked, without a length (the case that used to be read
        // whole); other methods only frame a body with a length.
        headers:
          request.body && !['POST', 'PUT', 'PATCH'].includes(request.method)
            ? { ...request.headers, 'content-length': String(request.body.length) }
            : request.headers,
        agent,
        timeout: TIME_LIMIT_MS * 2,
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => resolve({ status: status!, ms: performance.now() - started }));
      },
    );
    // Node takes any answer to CONNECT for a tunnel.
    outgoing.on('connect', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, ms: performance.now() - started });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 4 s')));
    outgoing.on('error', (error) => {
      // A server that refuses a large upload answers and closes without reading the rest: the
      // answer counts, the broken pipe on our side does not.
      if (status !== undefined) resolve({ status, ms: performance.now() - started });
      else reject(error);
    });
    if (request.body) outgoing.write(request.body);
    outgoing.end();
  });
}

// ---- generators ----------------------------------------------------------------------------

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  // An unknown token.
  'BREW',
];

/** A server-action id of the form Next expects (it logs "Failed to find Server Action"). */
const actionId = fc
  .string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 42, maxLength: 42 })
  .map((hex) => `7f${hex.slice(2)}`);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A path segment: percent-encoded text, or one of the shapes that once broke something. */
const segment = fc.oneof(
  text.map((value) => encodeURIComponent(value)),
  fc.constantFrom(
    '%ff',
    '%E0%A4%A',
    '%ED%A0%80',
    '%00',
    '%25',
    '100%25-growth',
    '..',
    '%2e%2e',
    '%2F%2Fevil.example',
    '3%0a',
    '%203',
    '03',
    '-1',
    '1e3',
    '0x1',
    '9007199254740993',
    'a'.repeat(300),
    'x'.repeat(5000),
    '%u0041',
    '\\',
  ),
);

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'image/png',
  'garbage',
);

/** Bodies no endpoint should choke on. */
const junk = fc.oneof(
  text.map((value) => Buffer.from(value)),
  fc.json().map((value) => Buffer.from(value)),
  fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 1, max: 50_000 }).map((n) => Buffer.from('['.repeat(n) + ']'.repeat(n))),
  fc.integer({ min: 1, max: 3_000 }).map((n) => Buffer.from(`{"a":`.repeat(n))),
  fc.integer({ min: 16_000, max: 2_500_000 }).map((n) => Buffer.alloc(n, 0x61)),
);

const FIELD_NAMES = [
  'title',
  'author_name',
  'hashtags',
  'content',
  'banner[meta_title]',
  'banner[meta_alt]',
  'banner[image]',
  'image',
  '_method',
  'email',
  'password',
  'next',
];

/** A multipart form of random fields, files included, that is never a complete article. */
const multipart = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...FIELD_NAMES), text),
      fc.oneof(
        text,
        fc.constantFrom('PUT', 'put', 'PATCH', 'POST', '/crm/..//evil.example'),
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => new File([bytes], 'x.png')),
      ),
    ),
    { maxLength: 8 },
  )
  .filter((fields) => {
    const filled = new Set(
      fields.filter(([, v]) => typeof v === 'string' && v.trim()).map(([k]) => k),
    );
    return !['title', 'author_name', 'hashtags', 'content'].every((k) => filled.has(k));
  })
  .map((fields) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    return form;
  });

async function encodeForm(form: FormData): Promise<{ body: Buffer; type: string }> {
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type')!,
  };
}

function requests(site: Site, cookie: string, articleIds: number[]) {
  const origin = fc.constantFrom(undefined, site.url, 'https://evil.example', 'null');
  const headers = (
    type: string | undefined,
    from: string | undefined,
    extra: Record<string, string> = {},
  ) => {
    const h: Record<string, string> = { ...extra };
    if (type) h['content-type'] = type;
    if (from) h.origin = from;
    return h;
  };
  const bodyAndType = fc.oneof(
    fc.tuple(junk, contentType),
    multipart.map((form) => [form, 'form'] as const),
  );

  const contact = fc.oneof(
    fc.tuple(junk, contentType).map(([body, type]): FuzzRequest => ({
      target: 'contact',
      method: 'POST',
      path: '/api_mail/MailSender.php',
      headers: headers(type, undefined),
      body,
      allowed: [200, 400, 413, 415, 429],
    })),
    fc
      .record({
        name: fc.oneof(text, fc.jsonValue()),
        email: fc.oneof(text, fc.constantFrom('a@b', 'x@example.com', '')),
        message: fc.oneof(text, fc.jsonValue()),
        website: fc.option(fc.oneof(fc.constant('x'), fc.jsonValue()), { nil: undefined }),
        locale: fc.option(text, { nil: undefined }),
      })
      // Only what is refused or caught by the honeypot: nothing may reach the store.
      .filter((fields) => {
        const w = fields.website;
        return (
          (w !== undefined && w !== null && w !== '') || !contactSchema.safeParse(fields).success
        );
      })
      .map((fields): FuzzRequest => ({
        target: 'contact',
        method: 'POST',
        path: '/api_mail/MailSender.php',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(fields)),
        allowed: [200, 400, 413, 429],
      })),
  );

  const reads = fc
    .tuple(
      fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'),
      fc.constantFrom('/api/articles', '/api/article/', '/api/article/id/', '/api/images/'),
      segment,
    )
    .map(([method, base, seg]): FuzzRequest => ({
      target: 'provider read',
      method,
      path: base === '/api/articles' ? base : `${base}${seg}`,
      headers: method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'text/plain' },
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.from('x'),
      // 308: Next moves a trailing slash or a dot segment (/api/article/..) to its canonical path.
      allowed: [200, 204, 304, 308, 400, 401, 403, 404, 405, 413, 414, 415, 422],
    }));

  const writes = fc
    .tuple(
      fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH'),
      fc.constantFrom('/api/article', '/api/article/', '/api/upload'),
      segment,
      fc.boolean(),
      origin,
      bodyAndType,
      fc.constantFrom(...articleIds),
    )
    .map(
      ([method, base, seg, signedIn, from, [body, type], id]): (() => Promise<FuzzRequest>) =>
        async () => {
          // Signed in, an existing id is only ever sent an incomplete update (422), never a
          // delete: the store must come out of this unchanged.
          const useId = signedIn && base === '/api/article/' && method === 'POST';
          let path = base === '/api/article/' ? `${base}${useId ? id : seg}` : base;
          if (signedIn && /^\/api\/article\/(0|[1-9]\d*)$/.test(path) && !useId) path += 'x';
          let payload: Buffer;
          let payloadType: string | undefined;
          if (type === 'form') {
            const form = body as FormData;
            if (useId) form.set('_method', 'PUT');
            ({ body: payload, type: payloadType } = await encodeForm(form));
          } else {
            payload = body as Buffer;
            payloadType = type as string | undefined;
          }
          return {
            target: 'provider write',
            method,
            path,
            headers: headers(payloadType, from, signedIn ? { cookie } : {}),
            body: payload,
            allowed: [308, 400, 401, 403, 404, 405, 413, 414, 415, 422],
          };
        },
    );

  const revalidate = fc
    .tuple(junk, contentType, fc.boolean(), fc.option(segment, { nil: undefined }))
    .map(([body, type, authorised, slug]): FuzzRequest => ({
      target: 'revalidate',
      method: 'POST',
      path: '/api/revalidate',
      headers: headers(
        slug !== undefined ? 'application/json' : type,
        undefined,
        authorised ? { authorization: `Bearer ${REVALIDATE_SECRET}` } : {},
      ),
      body: slug !== undefined ? Buffer.from(JSON.stringify({ slug: decodeSafe(slug) })) : body,
      allowed: authorised ? [200, 400, 413] : [401],
    }));

  const login = fc
    .tuple(
      bodyAndType,
      origin,
      fc.constantFrom('application/json', 'text/html', undefined),
      fc.record({
        email: fc.oneof(text, fc.constant(SITE_STAFF.email)),
        password: text,
        next: text,
      }),
      fc.boolean(),
    )
    .map(
      ([[body, type], from, accept, fields, asForm]): (() => Promise<FuzzRequest>) =>
        async () => {
          let payload = body as Buffer;
          let payloadType = type as string | undefined;
          if (type === 'form' || asForm) {
            const form = type === 'form' ? (body as FormData) : new FormData();
            if (asForm) for (const [k, v] of Object.entries(fields)) form.set(k, v);
            if (form.get('password') === SITE_STAFF.password) form.set('password', 'not it');
            ({ body: payload, type: payloadType } = await encodeForm(form));
          }
          return {
            target: 'login',
            method: 'POST',
            path: '/api/auth/login',
            headers: headers(payloadType, from, accept ? { accept } : {}),
            body: payload,
            allowed: [303, 400, 401, 403, 413, 429],
          };
        },
    );

  const pages = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(
          '/newsroom/',
          '/ru/newsroom/',
          '/newsroom/tag/',
          '/newsroom/page/',
          '/newsroom/tag/design/page/',
          '/crm/login?next=',
          '/?lng=',
          '/newsroom?page=',
          '/newsroom?tag=',
          '/',
        ),
        segment,
      )
      .map(([base, seg]): FuzzRequest => ({
        target: 'page',
        method: 'GET',
        path: `${base}${seg}`,
        headers: {},
        allowed: [200, 307, 308, 400, 404, 414],
      })),
    fc
      .tuple(
        fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH'),
        fc.constantFrom(
          '/',
          '/crm/login',
          '/crm/articles',
          '/newsroom',
          '/ru/policy',
          // Files, dotted and unknown addresses: the 404 page, which Next would let run an action.
          '/a.b',
          '/favicon.ico',
          '/icon.svg',
          '/robots.txt',
          '/_next/static/x',
          '/newsroom/x.y',
          '/api/unknown',
          '/api_mail/other.php',
        ),
        junk,
        contentType,
        fc.oneof(
          text.map((action) => encodeURIComponent(action) || 'x'),
          actionId,
        ),
      )
      .map(([method, page, body, type, action]): FuzzRequest => ({
        target: 'page action',
        method,
        path: page,
        headers: headers(type, site.url, { 'next-action': action }),
        body,
        allowed: [405],
      })),
  );

  // Every method on every kind of address, without a session: pages, the feed, the sitemaps,
  // files, Next's assets, unknown addresses, and each route handler.
  const address = fc.oneof(
    fc.constantFrom(
      '/',
      '/ru',
      '/policy',
      '/newsroom',
      '/newsroom/tag/design',
      '/crm',
      '/crm/login',
      '/crm/articles',
      '/newsroom/feed.xml',
      '/sitemap.xml',
      '/sitemap/1.xml',
      '/robots.txt',
      '/favicon.ico',
      '/icon.svg',
    ),
    fc
      .tuple(
        fc.constantFrom(
          '/newsroom/',
          '/preview/',
          '/ru/preview/',
          '/sitemap/',
          '/_next/static/',
          '/api/unknown-',
          '/',
        ),
        segment,
        fc.constantFrom('', '.xml', '.b'),
      )
      .map(([base, seg, end]) => `${base}${seg}${end}`),
  );
  const endpoint = fc
    .tuple(fc.constantFrom(...Object.keys(ROUTE_HANDLERS)), segment)
    .map(([route, seg]) => route.replace(/\[\w+\]/g, seg));
  const methods = fc
    .tuple(
      fc.constantFrom(...METHODS),
      fc.oneof(
        address.map((path) => ({ path, endpoint: false })),
        endpoint.map((path) => ({ path, endpoint: true })),
      ),
      fc.option(
        fc.oneof(
          actionId,
          text.map((value) => encodeURIComponent(value) || 'x'),
        ),
        {
          nil: undefined,
        },
      ),
      fc.option(fc.tuple(contentType, fc.uint8Array({ maxLength: 4096 })), { nil: undefined }),
    )
    .map(([method, { path, endpoint }, action, payload]): FuzzRequest => {
      const h: Record<string, string> = {};
      if (action !== undefined) h['next-action'] = action;
      if (payload?.[0]) h['content-type'] = payload[0];
      const body = payload && method !== 'GET' && method !== 'HEAD' ? payload[1] : undefined;
      let allowed: number[];
      if (method === 'BREW')
        allowed = [400]; // not a method at all: Node's parser refuses it
      else if (['TRACE', 'CONNECT', 'PROPFIND'].includes(method)) allowed = [405];
      else if (method === 'OPTIONS') allowed = [204];
      else if (endpoint)
        allowed = [200, 204, 303, 308, 400, 401, 403, 404, 405, 413, 414, 415, 422, 429];
      else if (method === 'GET' || method === 'HEAD') allowed = [200, 307, 308, 400, 404, 414];
      else allowed = [405];
      return {
        target: 'methods',
        method,
        path,
        headers: h,
        body: body ? Buffer.from(body) : undefined,
        allowed,
      };
    });

  // The back-office's own endpoints, signed in or not, from this site or another. A request
  // that could really change something (signed in, from this site) only ever names a record
  // that does not exist, so the store must come out unchanged.
  const backOffice = fc
    .tuple(
      fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
      fc.constantFrom(
        '/api/crm/staff',
        '/api/crm/staff/{}',
        '/api/crm/staff/{}/link',
        '/api/crm/staff/{}/sessions',
        '/api/crm/account/password',
        '/api/crm/account/sessions/{}',
        '/api/crm/audit?before={}&subject={}',
        '/api/crm/inbox?q={}&filter={}&page={}',
        '/api/crm/inbox/{}',
        '/api/crm/inbox/{}/resend',
        '/api/crm/inbox/export?q={}',
        '/api/crm/projects',
        '/api/crm/projects/{}',
        '/api/crm/reviews/order',
        '/api/crm/reviews/{}',
        '/api/auth/invite',
      ),
      segment,
      fc.boolean(),
      origin,
      bodyAndType,
    )
    .map(
      ([method, template, seg, signedIn, from, [body, type]]): (() => Promise<FuzzRequest>) =>
        async () => {
          const live = signedIn && from !== 'https://evil.example' && from !== 'null';
          const path = template.replaceAll('{}', live ? `${seg}x` : seg);
          let payload = body as Buffer;
          let payloadType = type as string | undefined;
          if (type === 'form') {
            ({ body: payload, type: payloadType } = await encodeForm(body as FormData));
          }
          return {
            target: 'back-office',
            method,
            path,
            headers: headers(payloadType, from, signedIn ? { cookie } : {}),
            body: method === 'GET' ? undefined : payload,
            allowed: [200, 303, 308, 400, 401, 403, 404, 405, 409, 413, 414, 415, 422],
          };
        },
    );

  const sync = (arb: fc.Arbitrary<FuzzRequest>) => arb.map((r) => async () => r);
  return fc.oneof(
    sync(contact),
    sync(reads),
    writes,
    sync(revalidate),
    login,
    sync(pages),
    sync(methods),
    backOffice,
  );
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const REVALIDATE_SECRET = 'fuzz-revalidate-secret-0123456789';
const TABLES = [
  'articles',
  'article_tags',
  'images',
  'contact_messages',
  'staff_users',
  'staff_sessions',
  'staff_invites',
  'audit_log',
  'projects',
  'reviews',
];
const CACHE_FOLDERS = ['.next/server/route-cache', '.next/cache/fetch-cache'];

function rowCounts(site: Site) {
  const db = new Database(path.join(site.dataDir, 'site.db'), { readonly: true });
  try {
    return Object.fromEntries(
      TABLES.map((t) => [
        t,
        (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n,
      ]),
    );
  } finally {
    db.close();
  }
}

test(`${RUNS} generated malformed requests: never a 5xx, never slow, nothing stored`, async () => {
  const site = await startSite({ REVALIDATE_SECRET, CONTACT_RATE_LIMIT: '100000' });
  try {
    const cookie = await signInCookie(site);
    const articles = (await (await fetch(`${site.url}/api/articles`)).json()) as {
      data: { id: number }[];
    };
    const ids = articles.data.map((a) => a.id);
    const rowsBefore = rowCounts(site);
    const cachesBefore = CACHE_FOLDERS.map((f) => fs.existsSync(f));

    const failures: string[] = [];
    const seen = new Map<string, number>();
    await fc
      .assert(
        fc.asyncProperty(requests(site, cookie, ids), async (make) => {
          const request = await make();
          const answer = await send(site, request).catch((error: Error) => {
            // Say what broke instead of ending the run without a word.
            failures.push(`${request.method} ${request.path.slice(0, 120)} → ${error.message}`);
            throw error;
          });
          seen.set(request.target, (seen.get(request.target) ?? 0) + 1);
          const ok =
            answer.status < 500 &&
            request.allowed.includes(answer.status) &&
            answer.ms < TIME_LIMIT_MS;
          if (!ok) {
            failures.push(
              `${request.method} ${request.path.slice(0, 120)} (${request.target}, ${request.headers['content-type'] ?? 'no type'}) → ${answer.status} in ${Math.round(answer.ms)} ms`,
            );
          }
          return ok;
        }),
        { numRuns: RUNS, endOnFailure: true },
      )
      .catch(() => {});

    expect(failures).toEqual([]);
    expect([...seen.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1_000);
    expect(seen.size).toBe(9);
    expect(rowCounts(site)).toEqual(rowsBefore);
    expect(CACHE_FOLDERS.map((f) => fs.existsSync(f))).toEqual(cachesBefore);
    const errors = site
      .output()
      .split('\n')
      .filter((line) => /⨯|Error|ERR_|URIError|RangeError/.test(line));
    expect(errors).toEqual([]);
  } finally {
    agent.destroy();
    await site.stop();
  }
});
