/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import { guardMethods } from './method-guard';

describe('the method guard in front of the server', () => {
  let server: http.Server;
  let port: number;
  let stop: () => void;
  const seen: string[] = [];

  beforeAll(async () => {
    stop = guardMethods();
    server = http.createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      request.resume();
      request.on('end', () => response.end('from the application'));
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    stop();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  /** Writes a request as given and reads until the server closes or goes quiet. */
  function raw(request: string | Buffer, quietMs = 300): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(port, 'localhost');
      let answer = '';
      let timer = setTimeout(() => socket.destroy(), quietMs);
      socket.on('data', (data) => {
        answer += data;
        clearTimeout(timer);
        timer = setTimeout(() => socket.destroy(), quietMs);
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(answer);
      });
      socket.write(request);
    });
  }

  it('answers what the address does not take itself, and passes the rest on', async () => {
    expect(await raw('TRACE / HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 405 Method Not Allowed\r\nAllow: GET, HEAD, OPTIONS\r\n/,
    );
    expect(await raw('OPTIONS /api/article HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 204 No Content\r\nAllow: OPTIONS, POST\r\n/,
    );
    expect(await raw('CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 405 Method Not Allowed\r\n/,
    );
    expect(seen).toEqual([]);
    // A refusal a browser shows (a form posted to a page) runs nothing and cannot be framed.
    const refusal = await raw('POST /a.b HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n');
    expect(refusal).toMatch(
      /\r\nContent-Security-Policy: default-src 'none';[^\r]*frame-ancestors 'none'\r\n/,
    );
    expect(seen).toEqual([]);
    const allowed = await raw(
      'POST /api/article HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(allowed).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*from the application$/);
    expect(seen).toEqual(['POST /api/article']);
  });

  it('leaves Next’s own development endpoints to `next dev`, and only there', async () => {
    const post = (path: string) =>
      raw(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n[]`);
    expect(await post('/__nextjs_original-stack-frames')).toMatch(/^HTTP\/1\.1 405 /);
    stop();
    stop = guardMethods({ development: true });
    expect(await post('/__nextjs_original-stack-frames')).toMatch(/^HTTP\/1\.1 200 /);
    expect(await post('/')).toMatch(/^HTTP\/1\.1 405 /);
    stop();
    stop = guardMethods();
    expect(seen).toEqual(['POST /__nextjs_original-stack-frames']);
  });

  it('does not invite the body of a refused request', async () => {
    const answer = await raw(
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 67108864\r\nExpect: 100-continue\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).not.toContain('100 Continue');
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(seen).toEqual([]);
  });

  it('lets a client still sending after the answer finish, instead of resetting it', async () => {
    const outcome = await new Promise<string>((resolve) => {
      // Like a client that reads the answer while it sends: our end closing is no reason to stop.
      const socket = net.connect({ port, host: 'localhost', allowHalfOpen: true });
      let answer = '';
      socket.on('data', (data) => {
        if (!answer) {
          // The answer is in; the client goes on sending a little more, then stops.
          const more = Buffer.alloc(128 * 1024, 0x61);
          setTimeout(() => socket.write(more), 100);
          setTimeout(() => socket.end(more), 200);
        }
        answer += data;
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code}`));
      socket.on('close', () => resolve(answer.split('\r\n')[0]!));
      socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10485760\r\n\r\n');
      socket.write(Buffer.alloc(64 * 1024, 0x61));
    });
    expect(outcome).toBe('HTTP/1.1 405 Method Not Allowed');
  });

  it('answers a refused body at once, closes without reading it, and the answer arrives', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const body = Buffer.alloc(2_500_000, 0x61);
    const statuses = await Promise.all(
      Array.from(
        { length: 100 },
        (_, i) =>
          new Promise<number | string>((resolve) => {
            let status: number | undefined;
            const request = http.request({
              host: 'localhost',
              port,
              agent,
              method: i % 2 ? 'DELETE' : 'POST',
              path: '/robots.txt',
              headers: i % 2 ? { 'content-length': String(body.length) } : {},
            });
            request.on('response', (response) => {
              status = response.statusCode;
              response.resume();
              response.on('end', () => resolve(status!));
            });
            request.on('error', (error: NodeJS.ErrnoException) => resolve(status ?? error.code!));
            request.end(body);
          }),
      ),
    );
    agent.destroy();
    expect(statuses.filter((status) => status !== 405)).toEqual([]);
    expect(seen).toEqual([]);
  });
});
