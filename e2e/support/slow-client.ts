import net from 'node:net';

export interface Held {
  /** How long the server kept the connection open. */
  seconds: number;
  /** The status line it answered, if any. */
  answer: string;
}

/**
 * A client on `port` that sends `head`, then one more byte every `everyMs`, until the server
 * closes the connection (rejected if it has not within `limitMs`).
 */
export function trickle(
  port: number,
  head: string,
  everyMs: number,
  limitMs = 30_000,
): Promise<Held> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a trickling connection open for ${limitMs / 1000} s`));
    }, limitMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ seconds: (Date.now() - started) / 1000, answer: answer.split('\r\n')[0]! });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => socket.write('x'), everyMs);
    });
  });
}
