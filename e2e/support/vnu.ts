import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const VNU = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * The W3C validator's errors for each document (name → HTML), as '<name>: <message> <extract>'
 * lines; empty when every document is valid. Runs vnu once for all of them.
 */
export async function htmlErrors(documents: Record<string, string>): Promise<string[]> {
  const names = Object.keys(documents);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = names.map((name, index) => {
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, documents[name]!);
      return file;
    });
    const result = await promisify(execFile)(
      'java',
      [
        // A short run: the quick compiler alone and the serial collector take half the CPU
        // time of the defaults; that compiler's deeper frames need a larger stack.
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-Xss4m',
        '-jar',
        VNU,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...files,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error')
      .map((message) => {
        const index = Number(path.basename(message.url).replace(/\D/g, ''));
        return `${names[index]}: ${message.message} ${message.extract ?? ''}`;
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
