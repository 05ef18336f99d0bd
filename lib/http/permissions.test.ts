/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { can, STAFF_ROLES, type Permission, type StaffRole } from '@/lib/auth/roles';
import type { SessionAccount } from '@/lib/auth/staff-account';
import { PUBLIC_WRITES } from '@/lib/http/public-write';
import { GUARDED, type RouteHandler } from '@/lib/http/with-staff';

/**
 * Every staff endpoint × every role: a role that may not do what an endpoint does is refused
 * with 403 before anything is read or written, one that may is never refused for its role, and
 * a request without a session is 401. The route modules themselves are called, with the
 * session they would find in the cookie.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permissions-'));
process.env.DATA_DIR = dataDir;

jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  unstable_cache: (load: () => unknown) => load,
}));
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (task: () => unknown) => void Promise.resolve().then(task),
}));
let signedIn: SessionAccount | undefined;
jest.mock('@/lib/auth/session', () => ({
  ...jest.requireActual('@/lib/auth/session'),
  currentStaff: async () => signedIn,
}));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const ORIGIN = 'http://localhost:3000';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Case {
  /** The route file, under app/api. */
  route: string;
  method: Method;
  /**
   * What the endpoint needs; 'self': any signed-in staff member, on their own account;
   * 'signedIn': any signed-in staff member.
   */
  permission: Permission | 'self' | 'signedIn';
  params?: Record<string, string>;
  body?: { json: unknown } | { form: Record<string, string> };
}

/** Every endpoint a staff member calls, by route file (app/api/<route>/route.ts). */
const CASES: Case[] = [
  { route: 'article', method: 'POST', permission: 'articles', body: { form: { title: '' } } },
  {
    route: 'article/[slugOrId]',
    method: 'POST',
    permission: 'articles',
    params: { slugOrId: '999' },
    body: { form: { _method: 'PUT', title: '' } },
  },
  {
    route: 'article/[slugOrId]',
    method: 'PUT',
    permission: 'articles',
    params: { slugOrId: '999' },
    body: { form: { title: '' } },
  },
  {
    route: 'article/[slugOrId]',
    method: 'DELETE',
    permission: 'articles',
    params: { slugOrId: '999' },
  },
  {
    route: 'article/id/[id]/revisions/[revision]',
    method: 'POST',
    permission: 'articles',
    params: { id: '999', revision: '1' },
  },
  {
    route: 'article/id/[id]/revisions/[revision]',
    method: 'PATCH',
    permission: 'articles',
    params: { id: '999', revision: '1' },
    body: { json: { name: 'Approved' } },
  },
  {
    route: 'article/id/[id]/revisions',
    method: 'GET',
    permission: 'signedIn',
    params: { id: '999' },
  },
  { route: 'crm/search', method: 'GET', permission: 'signedIn' },
  {
    route: 'crm/articles/link-check',
    method: 'POST',
    permission: 'articles',
    body: { json: { links: ['/newsroom'] } },
  },
  {
    route: 'article/id/[id]/revisions/[revision]',
    method: 'GET',
    permission: 'signedIn',
    params: { id: '999', revision: '1' },
  },
  {
    route: 'article/id/[id]/translations',
    method: 'POST',
    permission: 'articles',
    params: { id: '999' },
    body: { json: { language: 'ru' } },
  },
  {
    route: 'article/id/[id]/translations',
    method: 'DELETE',
    permission: 'articles',
    params: { id: '999' },
  },
  {
    route: 'article/id/[id]/translations/[other]',
    method: 'POST',
    permission: 'articles',
    params: { id: '999', other: '998' },
  },
  {
    route: 'article/id/[id]/translations/current',
    method: 'POST',
    permission: 'articles',
    params: { id: '999' },
  },
  { route: 'upload', method: 'POST', permission: 'articles', body: { form: { image: '' } } },
  { route: 'preview', method: 'POST', permission: 'articles', body: { form: { title: 'x' } } },
  { route: 'crm/inbox/summary', method: 'GET', permission: 'inbox' },
  { route: 'crm/analytics', method: 'GET', permission: 'analytics' },
  { route: 'crm/analytics/live', method: 'GET', permission: 'analytics' },
  { route: 'crm/analytics/export.csv', method: 'GET', permission: 'analytics' },
  { route: 'crm/analytics/articles', method: 'GET', permission: 'analytics' },
  { route: 'crm/inbox', method: 'GET', permission: 'inbox' },
  { route: 'crm/inbox/export', method: 'GET', permission: 'inbox' },
  { route: 'crm/inbox/[id]', method: 'GET', permission: 'inbox', params: { id: '999' } },
  {
    route: 'crm/inbox/[id]',
    method: 'PATCH',
    permission: 'inbox',
    params: { id: '999' },
    body: { json: { handled: true } },
  },
  { route: 'crm/inbox/[id]', method: 'DELETE', permission: 'inbox', params: { id: '999' } },
  { route: 'crm/inbox/[id]/resend', method: 'POST', permission: 'inbox', params: { id: '999' } },
  { route: 'crm/projects', method: 'GET', permission: 'landing' },
  { route: 'crm/projects', method: 'POST', permission: 'landing', body: { form: {} } },
  { route: 'crm/projects/[id]', method: 'GET', permission: 'landing', params: { id: '999' } },
  {
    route: 'crm/projects/[id]',
    method: 'PUT',
    permission: 'landing',
    params: { id: '999' },
    body: { form: {} },
  },
  {
    route: 'crm/projects/[id]',
    method: 'PATCH',
    permission: 'landing',
    params: { id: '999' },
    body: { json: { hidden: true } },
  },
  { route: 'crm/projects/[id]', method: 'DELETE', permission: 'landing', params: { id: '999' } },
  {
    route: 'crm/projects/order',
    method: 'PUT',
    permission: 'landing',
    body: { json: { ids: [999] } },
  },
  { route: 'crm/tags', method: 'GET', permission: 'articles' },
  { route: 'crm/tags', method: 'PUT', permission: 'articles', body: { json: { en: '', ru: '' } } },
  { route: 'crm/tags/[tag]', method: 'DELETE', permission: 'articles', params: { tag: 'none' } },
  { route: 'crm/reviews', method: 'GET', permission: 'landing' },
  { route: 'crm/reviews', method: 'POST', permission: 'landing', body: { form: {} } },
  { route: 'crm/reviews/[id]', method: 'GET', permission: 'landing', params: { id: '999' } },
  {
    route: 'crm/reviews/[id]',
    method: 'PUT',
    permission: 'landing',
    params: { id: '999' },
    body: { form: {} },
  },
  {
    route: 'crm/reviews/[id]',
    method: 'PATCH',
    permission: 'landing',
    params: { id: '999' },
    body: { json: { hidden: true } },
  },
  { route: 'crm/reviews/[id]', method: 'DELETE', permission: 'landing', params: { id: '999' } },
  {
    route: 'crm/reviews/order',
    method: 'PUT',
    permission: 'landing',
    body: { json: { ids: [999] } },
  },
  { route: 'crm/staff', method: 'GET', permission: 'staff' },
  {
    route: 'crm/staff',
    method: 'POST',
    permission: 'staff',
    body: { json: { email: 'not an e-mail', role: 'editor', method: 'link' } },
  },
  {
    route: 'crm/staff/[id]',
    method: 'PATCH',
    permission: 'staff',
    params: { id: '999' },
    body: { json: { role: 'editor' } },
  },
  { route: 'crm/staff/[id]', method: 'DELETE', permission: 'staff', params: { id: '999' } },
  { route: 'crm/staff/[id]/link', method: 'POST', permission: 'staff', params: { id: '999' } },
  {
    route: 'crm/staff/[id]/sessions',
    method: 'DELETE',
    permission: 'staff',
    params: { id: '999' },
  },
  { route: 'crm/audit', method: 'GET', permission: 'audit' },
  { route: 'crm/account/sessions', method: 'GET', permission: 'self' },
  { route: 'crm/account/sessions', method: 'DELETE', permission: 'self' },
  {
    route: 'crm/account/sessions/[handle]',
    method: 'DELETE',
    permission: 'self',
    params: { handle: 'no-such-session' },
  },
  {
    route: 'crm/account/password',
    method: 'POST',
    permission: 'self',
    body: { json: { current: 'wrong', next: 'a brand new passphrase' } },
  },
];

/** Writes that are not a staff member's: each checks its caller its own way. */
const NOT_STAFF_WRITES = new Set([
  'auth/login POST', // a password
  'auth/logout POST', // the session being ended
  'auth/invite POST', // a one-time sign-in link
  'revalidate POST', // a bearer secret
  'cron/deliver POST', // a bearer secret
  'event POST', // a page view, anonymous by design
]);

const API = path.join(process.cwd(), 'app', 'api');

function routeFiles(dir = API): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [path.relative(API, dir).split(path.sep).join('/')] : [];
  });
}

type Handler = RouteHandler;

async function handlerOf(route: string, method: Method): Promise<Handler> {
  const routeModule = (await import(`@/app/api/${route}/route`)) as Partial<
    Record<Method, Handler>
  >;
  const handler = routeModule[method];
  if (!handler) throw new Error(`app/api/${route}/route.ts exports no ${method}`);
  return handler;
}

function requestFor({ route, method, params = {}, body }: Case): Request {
  const url = `${ORIGIN}/api/${route.replace(/\[(\w+)\]/g, (_, name: string) => params[name]!)}`;
  const headers = new Headers({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' });
  if (!body) return new Request(url, { method, headers });
  if ('json' in body) {
    headers.set('content-type', 'application/json');
    return new Request(url, { method, headers, body: JSON.stringify(body.json) });
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(body.form)) form.set(name, value);
  return new Request(url, { method, headers, body: form });
}

async function call(test: Case): Promise<number> {
  const handler = await handlerOf(test.route, test.method);
  const response = await handler(requestFor(test), {
    params: Promise.resolve(test.params ?? {}),
  });
  return response.status;
}

const account = (role: StaffRole): SessionAccount => ({
  id: role === 'admin' ? 1 : 2,
  email: `${role}@lumen.test`,
  role,
  sessionHandle: 'handle',
});

const label = (test: Case) => `${test.method} /api/${test.route}`;

describe.each(STAFF_ROLES)('as %s', (role) => {
  beforeAll(() => {
    signedIn = account(role);
  });

  it.each(CASES.map((test) => [label(test), test] as const))('%s', async (_, test) => {
    const allowed =
      test.permission === 'self' || test.permission === 'signedIn' || can(role, test.permission);
    const status = await call(test);
    if (allowed) {
      expect([401, 403]).not.toContain(status);
    } else {
      expect(status).toBe(403);
    }
  });
});

describe('without a session', () => {
  beforeAll(() => {
    signedIn = undefined;
  });

  it.each(CASES.map((test) => [label(test), test] as const))('%s is 401', async (_, test) => {
    expect(await call(test)).toBe(401);
  });
});

describe('the guard', () => {
  it.each(CASES.map((test) => [label(test), test] as const))(
    '%s is made by withStaff, so it cannot answer before the guard has',
    async (_, test) => {
      expect(GUARDED.has(await handlerOf(test.route, test.method))).toBe(true);
    },
  );
});

describe('anonymous writes', () => {
  it.each(['auth/login', 'auth/logout', 'auth/invite', 'event'])(
    'POST /api/%s is made by withPublicWrite (origin, bounded body)',
    async (route) => {
      expect(PUBLIC_WRITES.has(await handlerOf(route, 'POST'))).toBe(true);
    },
  );
});

/**
 * Reads outside crm/ that show staff more than the public (drafts, scheduled and archived
 * articles): refused (401) or not found (404) without a session, answered for every role.
 * `draft` is an id filled in by beforeAll: a draft made for the purpose.
 */
const STAFF_READS: { route: string; path: string; anonymous: 401 | 404 }[] = [
  { route: 'articles', path: 'articles?status=all', anonymous: 401 },
  { route: 'articles', path: 'articles?status=draft', anonymous: 401 },
  { route: 'article/id/[id]', path: 'article/id/{draft}', anonymous: 404 },
];

describe('staff-only reads outside crm/', () => {
  let draft = 0;
  beforeAll(async () => {
    const { getStore } = await import('@/lib/db/database');
    const { createArticle } = await import('@/lib/articles/writes');
    const made = await createArticle(await getStore(), {
      title: 'A draft nobody outside may read',
      author_name: 'Maria Sokolova',
      hashtags: '#drafts',
      content: '<p>Not yet.</p>',
      banner_meta_title: '',
      banner_meta_alt: '',
      publication: { status: 'draft', date: new Date().toISOString() },
    });
    draft = made.id;
  });

  const read = async ({ route, path: address }: (typeof STAFF_READS)[number]) => {
    const url = `${ORIGIN}/api/${address.replace('{draft}', String(draft))}`;
    const handler = await handlerOf(route, 'GET');
    const id = /article\/id\/(\d+)/.exec(url)?.[1];
    const response = await handler(new Request(url), {
      params: Promise.resolve<Record<string, string>>(id ? { id } : {}),
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown } };
  };

  it.each(STAFF_READS.map((test) => [test.path, test] as const))(
    'GET /api/%s: not without a session',
    async (_, test) => {
      signedIn = undefined;
      expect((await read(test)).status).toBe(test.anonymous);
    },
  );

  it.each(
    STAFF_ROLES.flatMap((role) => STAFF_READS.map((test) => [test.path, role, test] as const)),
  )('GET /api/%s as %s: answered', async (_, role, test) => {
    signedIn = account(role);
    const { status, body } = await read(test);
    expect(status).toBe(200);
    expect(body.data).toBeDefined();
  });
});

describe('the table above', () => {
  it('names every staff endpoint there is, so that none goes unchecked', async () => {
    const listed = new Set(CASES.map((test) => `${test.route} ${test.method}`));
    const missing: string[] = [];
    for (const route of routeFiles()) {
      const routeModule = (await import(`@/app/api/${route}/route`)) as Record<string, unknown>;
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        if (typeof routeModule[method] !== 'function') continue;
        const key = `${route} ${method}`;
        const staffOnly =
          method !== 'GET' || route.startsWith('crm/') || route.includes('/revisions');
        if (staffOnly && !listed.has(key) && !NOT_STAFF_WRITES.has(key)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every other read that asks who is signed in', () => {
    const reads = new Set(STAFF_READS.map((test) => test.route));
    const unchecked = routeFiles().filter((route) => {
      if (route.startsWith('crm/') || route.includes('/revisions') || reads.has(route))
        return false;
      const source = fs.readFileSync(path.join(API, route, 'route.ts'), 'utf8');
      // The page view beacon asks only to leave staff's own views out of the figures.
      return route !== 'event' && /currentStaff\(/.test(source);
    });
    expect(unchecked).toEqual([]);
  });
});
