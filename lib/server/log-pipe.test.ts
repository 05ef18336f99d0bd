/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { survivesClosedLog } from './log-pipe';

/**
 * A real pipe whose reader has closed its end (and stays alive, so that Node does not destroy
 * the stream itself): every write to it fails with EPIPE.
 */
async function closedPipe() {
  const reader = spawn(
    process.execPath,
    ['-e', "require('fs').closeSync(0); console.log('closed'); setTimeout(() => {}, 10000)"],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  readers.push(reader);
  await once(reader.stdout!, 'data');
  expect(reader.stdin!.writable).toBe(true);
  return reader.stdin!;
}

const readers: ChildProcess[] = [];
afterAll(() => readers.forEach((reader) => reader.kill()));

describe('survivesClosedLog', () => {
  it('drops lines written to a pipe nobody reads any more, instead of failing', async () => {
    const stream = await closedPipe();
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    survivesClosedLog(stream);
    process.on('uncaughtException', record);
    try {
      for (let i = 0; i < 20; i++) stream.write(`line ${i}\n`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stream.destroyed).toBe(true);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });

  it('is needed: a write to such a pipe fails with EPIPE', async () => {
    const stream = await closedPipe();
    const failed = once(stream, 'error');
    stream.write('line\n');
    const [error] = (await failed) as [NodeJS.ErrnoException];
    expect(error.code).toBe('EPIPE');
  });

  it('lets any other failure through', () => {
    const stream = new PassThrough();
    survivesClosedLog(stream);
    const failure = Object.assign(new Error('disk full'), { code: 'ENOSPC' });
    expect(() => stream.emit('error', failure)).toThrow('disk full');
  });
});
