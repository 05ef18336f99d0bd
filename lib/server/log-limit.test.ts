/** @jest-environment node */
import { Console } from 'node:console';
import { PassThrough } from 'node:stream';
import { escapeConsoleOutput } from './log-escape';
import { createLogLimiter, lineKind } from './log-limit';

describe('how many lines the log takes', () => {
  it('takes the same line so many times a window, then says how many it left out', () => {
    let now = 0;
    const limiter = createLogLimiter({ windowMs: 60_000, perKind: 3, total: 100 }, () => now);
    const line = (n: number) => `page view beacon failed TypeError: Invalid URL ${n}\n    at x`;
    const verdicts = Array.from({ length: 10 }, (_, n) => limiter.admit(line(n)).write);
    expect(verdicts).toEqual([true, true, true, false, false, false, false, false, false, false]);
    // Another kind of line is still taken.
    expect(limiter.admit('Published as scheduled: a-slug').write).toBe(true);
    now = 61_000;
    expect(limiter.admit(line(11))).toEqual({
      write: true,
      summary: '(7 log line(s) like the ones before left out in the last 61 s)',
    });
  });

  it('takes so many lines of any kind a window', () => {
    const limiter = createLogLimiter({ windowMs: 60_000, perKind: 100, total: 5 }, () => 0);
    const taken = Array.from({ length: 8 }, (_, n) => limiter.admit(`line ${'x'.repeat(n)}`).write);
    expect(taken.filter(Boolean)).toHaveLength(5);
  });

  it('knows a line by its first line, numbers and ids aside', () => {
    expect(lineKind('contact message 12: delivery failed (127.0.0.1:2599)\n  at y')).toBe(
      'contact message #: delivery failed (#.#.#.#:#)',
    );
    expect(lineKind('preview 3f9a2c61b0e4 gone')).toBe(lineKind('preview 0b7c11aa99ff gone'));
  });

  it('keeps a flood of one failing request to a few lines a minute', () => {
    const stream = new PassThrough();
    let written = '';
    stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const target = new Console({ stdout: stream, stderr: stream });
    escapeConsoleOutput(target, [], createLogLimiter());
    const error = new TypeError('Invalid URL');
    for (let i = 0; i < 1_800; i++) target.error('page view beacon failed', error);
    expect(written.split('\n').filter((line) => line.startsWith('page view'))).toHaveLength(10);
    expect(written.length).toBeLessThan(20_000);
  });
});
