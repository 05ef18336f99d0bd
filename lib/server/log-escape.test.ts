/** @jest-environment node */
import { Console } from 'node:console';
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { escapeConsoleOutput, escapeControl, formatLogLine } from './log-escape';

const FORGED = '/x\n⨯ FAKE admin login OK';
// Next's error mark as a terminal gets it: red, bold.
const RED_MARK = '\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m';
const ANY_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** The lines a console call writes: every one after the first must be a stack frame. */
function expectOnlyFramesAfterFirstLine(text: string) {
  const [, ...rest] = text.split('\n');
  for (const line of rest) expect(line).toMatch(/^\s+at |^\s*[}\]]|^\s+\w+: /);
}

describe('escapeControl', () => {
  it('writes every control character as an escape and leaves other text alone', () => {
    expect(escapeControl('a\nb\rc\td\u0000e\u001b[31mf\u007fg\u009bh\u2028i\u2029j')).toBe(
      'a\\nb\\rc\\td\\x00e\\x1b[31mf\\x7fg\\x9bh\\u2028i\\u2029j',
    );
    expect(escapeControl('Привет, ⨯ ✓ 😀 /newsroom?q=1')).toBe('Привет, ⨯ ✓ 😀 /newsroom?q=1');
  });
});

describe('formatLogLine', () => {
  it('keeps a request’s line feed from starting a line of its own (Next’s image optimiser)', () => {
    const line = formatLogLine(['⨯', 'internal image response failed for', FORGED, 404]);
    expect(line).toBe('⨯ internal image response failed for /x\\n⨯ FAKE admin login OK 404');
  });

  it('escapes carriage returns, terminal escapes, C1 controls and Unicode separators', () => {
    const line = formatLogLine([`failed for /x\r\u001b[2K\u001b[31mRED\u009b1m\u2028Z`]);
    expect(line).toBe('failed for /x\\r\\x1b[2K\\x1b[31mRED\\x9b1m\\u2028Z');
  });

  it('keeps Next’s coloured mark at the start of a line, and escapes a request’s colours', () => {
    const line = formatLogLine([`${RED_MARK} failed for /\u001b[31mx`], [RED_MARK]);
    expect(line).toBe(`${RED_MARK} failed for /\\x1b[31mx`);
    expect(formatLogLine([RED_MARK, 'failed for', '/\u001b[31mx'], [RED_MARK])).toBe(
      `${RED_MARK} failed for /\\x1b[31mx`,
    );
    // The mark anywhere but at the start is text like any other.
    expect(formatLogLine([`x ${RED_MARK}`], [RED_MARK])).toBe(
      'x \\x1b[31m\\x1b[1m⨯\\x1b[22m\\x1b[39m',
    );
  });

  it('escapes strings substituted into a format', () => {
    expect(formatLogLine(['%s answered %d', FORGED, 404])).toBe(
      '/x\\n⨯ FAKE admin login OK answered 404',
    );
  });

  it('escapes an error’s message, keeps its stack frames, and cannot be fooled by a fake frame', () => {
    const error = new Error(`bad path ${FORGED}\n    at evil (file.js:1:1)\n⨯ second forged line`);
    const line = formatLogLine(['⨯', error]);
    expect(line.split('\n')[0]).toBe(
      '⨯ Error: bad path /x\\n⨯ FAKE admin login OK\\n    at evil (file.js:1:1)\\n⨯ second forged line',
    );
    expect(line.split('\n').length).toBeGreaterThan(2);
    expectOnlyFramesAfterFirstLine(line);
  });

  it('escapes the causes of an error, and errors inside objects and arrays', () => {
    const cause = new TypeError(`cause ${FORGED}`);
    const error = Object.assign(new Error('outer', { cause }), { digest: `d\n⨯ X` });
    const line = formatLogLine(['failed', { error, list: [new Error(`in a list ${FORGED}`)] }]);
    expect(line).toContain('cause /x\\n⨯ FAKE admin login OK');
    expect(line).toContain('in a list /x\\n⨯ FAKE admin login OK');
    expect(line).not.toMatch(/^⨯/m);
    expect(line).not.toMatch(ANY_CONTROL);
  });

  it('copes with errors that keep their message in internal slots, and with throwing getters', () => {
    const line = formatLogLine(['failed', new DOMException(`aborted ${FORGED}`, 'AbortError')]);
    // Printed as a plain Error where the copy of a DOMException cannot be (Next's inspector
    // reads its `code`).
    expect(line.split('\n')[0]).toMatch(
      /^failed (DOMException|Error) \[AbortError\]: aborted \/x\\n⨯ FAKE admin login OK$/,
    );
    const hostile = {
      toString() {
        throw new Error('no');
      },
    };
    expect(formatLogLine(['%s went wrong', hostile, FORGED])).toBe(
      '%s went wrong [object] /x\\n⨯ FAKE admin login OK',
    );
  });

  it('leaves what is not from a request as it was', () => {
    expect(formatLogLine(['Seeded', 10, 'sample articles'])).toBe('Seeded 10 sample articles');
    expect(formatLogLine([{ a: 1, b: 'two' }])).toBe("{ a: 1, b: 'two' }");
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    expect(formatLogLine([circular])).toContain('[Circular *1]');
  });

  it('never lets generated text start a line or carry a control character', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.string()), { maxLength: 4 }),
        fc.string({ unit: 'binary' }),
        (texts, message) => {
          const plain = formatLogLine(['⨯', ...texts]);
          expect(plain).not.toContain('\n');
          expect(plain).not.toMatch(ANY_CONTROL);
          const withError = formatLogLine(['failed:', new Error(message), ...texts]);
          expect(withError).not.toMatch(ANY_CONTROL);
          expectOnlyFramesAfterFirstLine(withError);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('escapeConsoleOutput', () => {
  function capture() {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let written = '';
    stdout.on('data', (chunk: Buffer) => (written += chunk.toString()));
    stderr.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const target = new Console({ stdout, stderr });
    return { target, written: () => written };
  }

  it('escapes what every console method writes, once however often it is installed', () => {
    const { target, written } = capture();
    escapeConsoleOutput(target, [RED_MARK]);
    escapeConsoleOutput(target, [RED_MARK]);
    target.log('log', FORGED);
    target.info('info', FORGED);
    target.warn('warn', FORGED);
    target.error(`${RED_MARK} error ${FORGED}`);
    target.debug('debug', FORGED);
    const lines = written().trimEnd().split('\n');
    expect(lines).toEqual([
      'log /x\\n⨯ FAKE admin login OK',
      'info /x\\n⨯ FAKE admin login OK',
      'warn /x\\n⨯ FAKE admin login OK',
      `${RED_MARK} error /x\\n⨯ FAKE admin login OK`,
      'debug /x\\n⨯ FAKE admin login OK',
    ]);
  });
});
