/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { takePageView } from './page-view-intake';

/**
 * The beacon's checks before Next, on a real server: counting itself is off here (ANALYTICS=off,
 * so nothing reaches a store); e2e/analytics.spec.ts counts through it.
 */
let server: http.Server;
let origin: string;
let passedOn: string[];

beforeAll(async () => {
  process.env.ANALYTICS = 'off';
  passedOn = [];
  server = http.createServer((request, response) => {
    if (takePageView(request, response)) return;
    passedOn.push(`${request.method} ${request.url}`);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.NEXT_PUBLIC_SITE_URL = origin;
});

afterAll(async () => {
  delete process.env.ANALYTICS;
  delete process.env.NEXT_PUBLIC_SITE_URL;
  await new Promise((resolve) => server.close(resolve));
});

const beacon = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/event`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin, ...headers },
    body,
  });

describe('the page view beacon, answered before Next', () => {
  it('takes a beacon from this site’s pages, as text or JSON', async () => {
    const answer = await beacon(JSON.stringify({ p: '/newsroom', r: '', q: '' }));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const json = await beacon(JSON.stringify({ p: '/' }), { 'Content-Type': 'application/json' });
    expect(json.status).toBe(204);
    // Whatever type it says, as the route handler reads it: the body must be the beacon's.
    expect((await beacon('{"p":"/"}', { 'Content-Type': 'text/html' })).status).toBe(204);
    expect((await beacon('<p>', { 'Content-Type': 'text/html' })).status).toBe(400);
  });

  it('refuses another site, a large or a malformed body', async () => {
    expect((await beacon('{"p":"/"}', { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await beacon(JSON.stringify({ p: `/${'a'.repeat(3000)}` }))).status).toBe(413);
    expect((await beacon('{"p":')).status).toBe(400);
    expect((await beacon(JSON.stringify({ p: 42 }))).status).toBe(400);
    expect((await beacon(JSON.stringify({ p: '/', r: 'x'.repeat(1500) }))).status).toBe(400);
  });

  it('leaves every other request to the server: other methods, paths and queries', async () => {
    await fetch(`${origin}/api/event`);
    await fetch(`${origin}/api/events`, { method: 'POST', body: '{}' });
    await fetch(`${origin}/api/event/x`, { method: 'POST', body: '{}' });
    expect(passedOn).toEqual(['GET /api/event', 'POST /api/events', 'POST /api/event/x']);
    expect(
      (
        await fetch(`${origin}/api/event?x=1`, {
          method: 'POST',
          headers: { Origin: origin, 'Content-Type': 'text/plain' },
          body: '{"p":"/"}',
        })
      ).status,
    ).toBe(204);
  });

  it('answers a malformed Host 400, as the client’s mistake, and writes nothing to the log', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { port } = server.address() as AddressInfo;
    const send = (host: string, from = 'https://elsewhere.example') =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/event',
          headers: { Host: host, Origin: from, 'Content-Type': 'text/plain' },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode!);
        });
        request.on('error', reject);
        request.end('{"p":"/"}');
      });
    const hosts = ['a b', 'a:b:c', '[::1', 'x'.repeat(12_000), 'a/b', '%%', 'a..b'];
    const statuses = [];
    for (const host of hosts) statuses.push(await send(host));
    expect(statuses).toEqual(hosts.map(() => 400));
    // Well-formed, another site: still refused for its origin, not its host.
    expect(await send('localhost:3000')).toBe(403);
    expect(await send('[::1]:3000')).toBe(403);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
