/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SessionAccount } from '@/lib/auth/staff-account';

jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  unstable_cache: (load: () => unknown) => load,
}));
let signedIn: SessionAccount | undefined;
jest.mock('@/lib/auth/session', () => ({
  ...jest.requireActual('@/lib/auth/session'),
  currentStaff: async () => signedIn,
}));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
process.env.DATA_DIR = dataDir;

// Loaded after DATA_DIR is set: the store opens there.
/* eslint-disable @typescript-eslint/no-require-imports */
const { checkLinks, LINK_TIMEOUT_MS, LINKS_AT_A_TIME, MAX_LINKS } =
  require('./link-check') as typeof import('./link-check');
const { createArticle } = require('./service') as typeof import('./service');
const { POST } = require('@/app/api/crm/articles/link-check/route') as {
  POST: import('@/lib/http/with-staff').RouteHandler;
};
const { siteUrl } = require('@/lib/env') as typeof import('@/lib/env');
/* eslint-enable @typescript-eslint/no-require-imports */

const staff = {
  id: 1,
  email: 'chief@lumen.test',
  role: 'admin' as const,
  sessionHandle: 'handle',
};
const servers: http.Server[] = [];

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const banner = new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  const created = await createArticle(
    {
      fields: {
        title: 'Linked article',
        author_name: 'Anna',
        hashtags: '#web',
        content: '<p>Text of the linked article.</p>',
        banner_meta_title: '',
        banner_meta_alt: '',
      },
      banner,
      slug: 'linked-article',
    },
    staff,
  );
  if (!created.ok) throw new Error(JSON.stringify(created));
});

afterAll(() => {
  for (const server of servers) server.closeAllConnections();
  for (const server of servers) server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function post(body: unknown) {
  const origin = siteUrl().origin;
  return POST(
    new Request(`${origin}/api/crm/articles/link-check`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
}

describe('POST /api/crm/articles/link-check', () => {
  beforeEach(() => {
    signedIn = staff;
  });

  it('answers this site’s addresses by its routes and articles: 200 or 404', async () => {
    const origin = siteUrl().origin;
    const answer = await post({
      links: [
        '/newsroom/linked-article',
        `${origin}/ru/newsroom/linked-article`,
        '/newsroom/no-such-article',
        '/newsroom',
        '/ru/newsroom/tag/web',
        '/no-such-page',
      ],
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toEqual([
      { url: '/newsroom/linked-article', state: 'ok' },
      { url: `${origin}/ru/newsroom/linked-article`, state: 'ok' },
      { url: '/newsroom/no-such-article', state: 'notFound' },
      { url: '/newsroom', state: 'ok' },
      { url: '/ru/newsroom/tag/web', state: 'ok' },
      { url: '/no-such-page', state: 'notFound' },
    ]);
  });

  it('never asks an address of this machine or a private network', async () => {
    let asked = 0;
    const local = await serve((_request, response) => {
      asked += 1;
      response.end('here');
    });
    const answer = await post({
      links: [`${local}/page`, 'http://localhost:1/', 'http://10.0.0.1/', 'http://[::1]/'],
    });
    expect((await answer.json()).data.map((r: { state: string }) => r.state)).toEqual([
      'noAnswer',
      'noAnswer',
      'noAnswer',
      'noAnswer',
    ]);
    expect(asked).toBe(0);
  });

  it('refuses a body that is not a bounded list of links, and a visitor', async () => {
    expect((await post({ links: 'x' })).status).toBe(400);
    const tooMany = Array.from({ length: MAX_LINKS + 1 }, (_, i) => `/n/${i}`);
    expect((await post({ links: tooMany })).status).toBe(400);
    signedIn = undefined;
    expect((await post({ links: [] })).status).toBe(401);
  });
});

describe('checkLinks on other sites', () => {
  const options = { origin: 'https://lumen.example', allowPrivate: true };

  it('tells a page from a missing one, tries GET when HEAD is refused, follows redirects', async () => {
    const methods: string[] = [];
    const site = await serve((request, response) => {
      methods.push(`${request.method} ${request.url}`);
      if (request.url === '/moved') return response.writeHead(301, { Location: '/here' }).end();
      if (request.url === '/get-only' && request.method === 'HEAD')
        return response.writeHead(405).end();
      if (request.url === '/broken') return response.writeHead(500).end();
      response.writeHead(request.url === '/missing' ? 404 : 200).end();
    });
    const result = await checkLinks(
      {
        links: [
          `${site}/here`,
          `${site}/missing`,
          `${site}/get-only`,
          `${site}/moved`,
          `${site}/broken`,
        ],
      },
      options,
    );
    expect(result).toEqual({
      ok: true,
      value: [
        { url: `${site}/here`, state: 'ok' },
        { url: `${site}/missing`, state: 'notFound' },
        { url: `${site}/get-only`, state: 'ok' },
        { url: `${site}/moved`, state: 'ok' },
        { url: `${site}/broken`, state: 'noAnswer' },
      ],
    });
    expect(methods).toEqual(
      expect.arrayContaining(['HEAD /get-only', 'GET /get-only', 'HEAD /moved', 'HEAD /here']),
    );

    // Asked again: remembered, nothing sent.
    const before = methods.length;
    await checkLinks({ links: [`${site}/here`, `${site}/missing`] }, options);
    expect(methods).toHaveLength(before);
  });

  it('gives up on a site that never answers within the time-out, all links at once', async () => {
    const silent = await serve(() => {
      // Never answers.
    });
    const links = Array.from({ length: MAX_LINKS }, (_, i) => `${silent}/wait/${i}`);
    const started = Date.now();
    const result = await checkLinks({ links }, { ...options, timeoutMs: 300 });
    const took = Date.now() - started;
    expect(result.ok && result.value.every(({ state }) => state === 'noAnswer')).toBe(true);
    // A few at a time: one time-out per round, far below one time-out per link.
    const rounds = Math.ceil(MAX_LINKS / LINKS_AT_A_TIME);
    expect(took).toBeGreaterThanOrEqual(rounds * 300 - 50);
    expect(took).toBeLessThan(rounds * 300 + 1500);
    // At full length, the longest check ends before the form stops waiting for it.
    expect(rounds * LINK_TIMEOUT_MS).toBeLessThanOrEqual(12_000);
  });
});
