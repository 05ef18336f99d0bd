import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  data: string;
}

export interface SmtpOptions {
  /**
   * Decides on each message once it is received: true keeps it, a string refuses it with that
   * reason (a permanent 550 error, as a mail server refusing a message says it).
   */
  accept?: (mail: Mail) => true | string;
  /**
   * How long to wait for the port while another test's server holds it (the e2e suites share
   * one mail port) rather than failing at once; 20 s for a fixed port.
   */
  waitForPortMs?: number;
}

function listen(server: SMTPServer, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** A real SMTP server on loopback that keeps what it receives (or refuses, when told to). */
export async function startSmtp(
  port = 0,
  { accept, waitForPortMs = port ? 20_000 : 0 }: SmtpOptions = {},
) {
  const inbox: Mail[] = [];
  const refused: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), data };
        const verdict = accept ? accept(mail) : true;
        if (verdict === true) {
          inbox.push(mail);
          callback();
        } else {
          refused.push(mail);
          callback(Object.assign(new Error(verdict), { responseCode: 550 }));
        }
      });
    },
  });
  const deadline = Date.now() + waitForPortMs;
  for (;;) {
    try {
      await listen(server, port);
      break;
    } catch (error) {
      const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!busy || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    inbox,
    refused,
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
