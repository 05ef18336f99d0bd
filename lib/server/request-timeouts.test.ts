/** @jest-environment node */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { enforceRequestTimeouts } from './request-timeouts';

const TIMEOUTS = {
  headersMs: 300,
  bodyWindowMs: 300,
  bodyMinBytes: 1000,
  requestMs: 60_000,
  tickMs: 30,
};

let server: http.Server;
let port: number;
let stop: () => void;
/** What the handler saw of each body: its length, or how reading it failed. */
let bodies: string[];
let upgraded: net.Socket[];

beforeEach(async () => {
  bodies = [];
  upgraded = [];
  stop = enforceRequestTimeouts(TIMEOUTS);
  server = http.createServer(async (request, response) => {
    if (request.url === '/late') await new Promise((resolve) => setTimeout(resolve, 700));
    let size = 0;
    try {
      for await (const chunk of request) size += (chunk as Buffer).length;
      bodies.push(String(size));
      response.end(`read ${size}`);
    } catch (error) {
      bodies.push((error as Error).message);
    }
  });
  // Node would answer a WebSocket upgrade as a plain request without a listener.
  server.on('upgrade', (_request, socket: net.Socket) => {
    upgraded.push(socket);
    socket.write('HTTP/1.1 101 OK\r\n\r\n');
  });
  server.keepAliveTimeout = 600;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  stop();
  for (const socket of upgraded) socket.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Outcome {
  /** Milliseconds from the connection to its close by the server (or to the client's end). */
  ms: number;
  closed: boolean;
  answer: string;
  /** When the first chunk with bytes in it was written, from the start. */
  firstChunkMs?: number;
}

/**
 * A raw client: sends `head`, then each of `chunks` every `everyMs`, and reports when the
 * server closed the connection, or `maxMs` if it never did.
 */
function client(head: string, chunks: string[], everyMs: number, maxMs = 3_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    let firstChunkMs: number | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ms: Date.now() - started, closed, answer, firstChunkMs });
    };
    const giveUp = setTimeout(() => finish(false), maxMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
    socket.on('connect', () => {
      if (head) socket.write(head);
      let next = 0;
      timer = setInterval(() => {
        if (next >= chunks.length) return;
        const chunk = chunks[next++]!;
        if (chunk && firstChunkMs === undefined) firstChunkMs = Date.now() - started;
        socket.write(chunk);
      }, everyMs);
    });
  });
}

const post = (length: number, url = '/upload') =>
  `POST ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${length}\r\n\r\n`;

it('closes 20 connections trickling their headers, at once, with a 408', async () => {
  const trickle = Array.from('X-Slow: ' + 'a'.repeat(200));
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, () => client('GET / HTTP/1.1\r\nHost: x\r\n', trickle, 100)),
  );
  for (const outcome of outcomes) {
    expect(outcome.closed).toBe(true);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.ms).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
    expect(outcome.ms).toBeLessThan(TIMEOUTS.headersMs + 400);
  }
});

it('closes a connection that sends nothing after the keep-alive time-out, without a word', async () => {
  const outcome = await client('', [], 100);
  expect(outcome).toMatchObject({ closed: true, answer: '' });
  expect(outcome.ms).toBeGreaterThanOrEqual(server.keepAliveTimeout - 50);
  expect(outcome.ms).toBeLessThan(server.keepAliveTimeout + 400);
});

it('closes 20 connections trickling a body, at once, and the application sees it aborted', async () => {
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, () => client(post(4000), Array(40).fill('x'), 100)),
  );
  for (const outcome of outcomes) {
    expect(outcome.closed).toBe(true);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.ms).toBeGreaterThanOrEqual(TIMEOUTS.bodyWindowMs - 50);
    expect(outcome.ms).toBeLessThan(TIMEOUTS.bodyWindowMs + 400);
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(bodies).toEqual(Array(20).fill('aborted'));
});

it('lets a slow but steady body through, however long it takes in all', async () => {
  // 400 bytes every 60 ms for 1.2 s: four body windows, each with more than its minimum.
  const chunks = Array(20).fill('y'.repeat(400));
  const outcome = await client(post(8_000), chunks, 60);
  expect(outcome.answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*read 8000$/);
  expect(outcome.ms).toBeGreaterThan(4 * TIMEOUTS.bodyWindowMs);
});

it('does not blame the client while the application is not reading the body yet', async () => {
  // More than the socket buffers: the server stops reading until /late's handler starts.
  const outcome = await client(post(400_000, '/late'), ['z'.repeat(400_000)], 10, 4_000);
  expect(outcome.answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*read 400000$/);
  expect(outcome.ms).toBeGreaterThan(700);
});

it('times the next request on a kept-alive connection from its first byte', async () => {
  const get = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n';
  // Answered, then idle for 300 ms (within the 600 ms keep-alive): still open. Then a second
  // request trickles its headers.
  const outcome = await client(
    get,
    [...Array(6).fill(''), ...Array.from('GET / HTTP/1.1\r\nX: abc')],
    50,
  );
  expect(outcome.answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(outcome.closed).toBe(true);
  // The header clock starts with the second request's first byte, whenever a busy machine lets
  // this test send it (timed from then, not from an assumed schedule).
  const first = outcome.firstChunkMs!;
  expect(first).toBeLessThan(server.keepAliveTimeout);
  expect(outcome.ms - first).toBeGreaterThan(TIMEOUTS.headersMs - 50);
  expect(outcome.ms - first).toBeLessThan(TIMEOUTS.headersMs + 400);
});

it('lets an upgraded connection be', async () => {
  const upgrade =
    'GET /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n';
  const outcome = await client(upgrade, Array(20).fill('.'), 50, 1_000);
  expect(outcome.answer).toMatch(/^HTTP\/1\.1 101 /);
  expect(outcome.closed).toBe(false);
});
