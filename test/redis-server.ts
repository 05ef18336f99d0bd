import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RedisServer {
  url: string;
  /** Kills the server (kill -9: no shutdown, no flush). */
  stop(): Promise<void>;
  /** Starts it again on the same port (and, with `durable`, the same data). */
  start(): Promise<void>;
  /** Removes its data folder. */
  remove(): void;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A throwaway Redis of a suite's own on a loopback `port` (Debian's redis-server). With
 * `durable`, it writes every command to an append-only file, so that its data outlives a crash.
 */
export async function startRedisServer(
  port: number,
  { durable = false }: { durable?: boolean } = {},
): Promise<RedisServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-'));
  const persistence = durable
    ? ['--appendonly', 'yes', '--appendfsync', 'always']
    : ['--appendonly', 'no'];
  let child: ChildProcess | undefined;
  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', ...persistence],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await listening(port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
