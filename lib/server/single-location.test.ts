/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepOneLocation } from './single-location';

let server: Server;
let url: string;

beforeAll(async () => {
  // As Next answers a page's redirect: Location set while rendering, then appended again.
  server = createServer((request, response) => {
    if (request.url === '/kept') keepOneLocation(response);
    response.statusCode = 308;
    response.setHeader('location', '/newsroom');
    response.appendHeader('location', '/newsroom');
    response.appendHeader('vary', 'rsc');
    response.appendHeader('vary', 'Accept-Encoding');
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('keepOneLocation', () => {
  it('answers one Location where it would have been sent twice', async () => {
    const plain = await fetch(`${url}/plain`, { redirect: 'manual' });
    expect(plain.headers.get('location')).toBe('/newsroom, /newsroom');
    const kept = await fetch(`${url}/kept`, { redirect: 'manual' });
    expect(kept.headers.get('location')).toBe('/newsroom');
    // Other headers still add up.
    expect(kept.headers.get('vary')).toBe('rsc, Accept-Encoding');
  });
});
