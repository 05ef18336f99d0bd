import { formatWithOptions, types } from 'node:util';
import type { LogLimiter } from './log-limit';

// C0 (tab and line feed included), DEL, C1, and the Unicode line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// The same, but line feed: what may remain of a formatted line once every string in it is escaped.
const CONTROL_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const FRAME = /^\s+at /;
const MAX_DEPTH = 4;

function escapeOne(char: string): string {
  const named = NAMED[char];
  if (named) return named;
  const code = char.charCodeAt(0);
  return code > 0xff ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, '0')}`;
}

/** Text with every control character written as an escape (`\n`, `\r`, `\x1b`, `\u2028`). */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, escapeOne);
}

/**
 * An error's stack with its message escaped: a line break stays only before a stack frame
 * (`    at …`), and the first lines, as many as the message has, are never taken for frames.
 */
function escapeStack(stack: string, message: string): string {
  const lines = stack.split('\n');
  const headerLines = message.split('\n').length;
  let out = escapeControl(lines.slice(0, headerLines).join('\n'));
  for (const line of lines.slice(headerLines)) {
    out += (FRAME.test(line) ? '\n' : '\\n') + escapeControl(line);
  }
  return out;
}

interface Copying {
  /** Objects already copied, and their copies (cycles). */
  seen: Map<object, unknown>;
  /**
   * Errors copied as plain `Error`s: a copy of the original's kind can fail to print when that
   * kind reads its properties from internal slots (a DOMException's `code`).
   */
  plain: boolean;
}

/** A property as a string, or `fallback` when it is not one (or its getter throws). */
function stringProperty(object: object, key: string, fallback: string): string {
  try {
    const value: unknown = Reflect.get(object, key);
    return typeof value === 'string' ? value : fallback;
  } catch {
    return fallback;
  }
}

function define(object: object, key: PropertyKey, value: unknown) {
  Object.defineProperty(object, key, { value, configurable: true, writable: true });
}

/** A copy of an error whose message, name and stack (and those of its causes) are escaped. */
function escapeError(error: Error, copying: Copying, depth: number): Error {
  const name = stringProperty(error, 'name', 'Error');
  const message = stringProperty(error, 'message', '');
  const stack = stringProperty(error, 'stack', `${name}: ${message}`);
  // A real error (the formatter prints only those as errors), of the original's kind, that
  // answers its name and message itself.
  const copy = new Error();
  define(copy, 'name', escapeControl(name));
  define(copy, 'message', escapeControl(message));
  define(copy, 'stack', escapeStack(stack, message));
  if (!copying.plain) Object.setPrototypeOf(copy, Object.getPrototypeOf(error) as object);
  copying.seen.set(error, copy);
  for (const key of Reflect.ownKeys(error)) {
    if (key === 'stack' || key === 'message' || key === 'name') continue;
    const descriptor = Object.getOwnPropertyDescriptor(error, key)!;
    if ('value' in descriptor) {
      descriptor.value = escapeNested(descriptor.value, copying, depth + 1);
    }
    Object.defineProperty(copy, key, descriptor);
  }
  return copy;
}

/** An error of any kind, from any realm (a DOMException is not a native error). */
function isError(value: object): value is Error {
  if (types.isNativeError(value) || value instanceof Error) return true;
  for (
    let proto = Object.getPrototypeOf(value) as unknown;
    proto;
    proto = Object.getPrototypeOf(proto)
  ) {
    const { constructor } = proto as { constructor?: unknown };
    if (constructor && (constructor as { name?: unknown }).name === 'Error') return true;
  }
  return false;
}

/**
 * Errors inside arrays and plain objects, replaced by escaped copies. Strings inside them need
 * nothing: the formatter quotes and escapes them.
 */
function escapeNested(value: unknown, copying: Copying, depth: number): unknown {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (copying.seen.has(value)) return copying.seen.get(value);
  if (isError(value)) return escapeError(value, copying, depth);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    copying.seen.set(value, copy);
    for (const item of value) copy.push(escapeNested(item, copying, depth + 1));
    return copy;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = Object.create(prototype as object | null) as Record<
    string,
    unknown
  >;
  copying.seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] = escapeNested(item, copying, depth + 1);
  }
  return copy;
}

/** The arguments formatted as the console would, every string in them escaped. */
function format(args: readonly unknown[], plain: boolean): string {
  const copying: Copying = { seen: new Map(), plain };
  const values = args.map((arg) =>
    typeof arg === 'string' ? escapeControl(arg) : escapeNested(arg, copying, 0),
  );
  return formatWithOptions({ colors: false }, ...values).replace(CONTROL_BUT_LF, escapeOne);
}

/**
 * One console call's arguments as the line it writes, with everything in them that may come
 * from a request escaped: strings, and errors' messages. Line breaks remain only where the
 * formatter lays out an object or an error's stack frames. `prefixes` are the coloured marks
 * Next puts before its own messages (`⨯`, `⚠`), kept as they are at the start of the line.
 */
export function formatLogLine(args: readonly unknown[], prefixes: readonly string[] = []): string {
  const first = args[0];
  const mark =
    typeof first === 'string'
      ? prefixes.find((candidate) => candidate && first.startsWith(candidate))
      : undefined;
  const rest = mark ? [(first as string).slice(mark.length), ...args.slice(1)] : args;
  try {
    return (mark ?? '') + format(rest, false);
  } catch {
    try {
      return (mark ?? '') + format(rest, true);
    } catch {
      // Never let a log call fail: the arguments' types, at least, are written.
      return escapeControl(
        args.map((arg) => (typeof arg === 'string' ? arg : `[${typeof arg}]`)).join(' '),
      );
    }
  }
}

const METHODS = ['debug', 'error', 'info', 'log', 'trace', 'warn'] as const;
const installed = Symbol.for('lumen.log-escape');

/**
 * Every line the process writes through the console (ours, Next's, React's) with the text of
 * requests escaped, so that a request can neither start a line of the log (a forged entry) nor
 * move the cursor or colour a terminal, and, given a `limiter` (lib/server/log-limit.ts), the
 * same line repeated taken only so many times a minute. Installed once, outermost, at start-up.
 */
export function escapeConsoleOutput(
  target: Console = console,
  prefixes: readonly string[] = [],
  limiter?: LogLimiter,
): void {
  const holder = target as Console & { [installed]?: true };
  if (holder[installed]) return;
  holder[installed] = true;
  for (const method of METHODS) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      const line = formatLogLine(args, prefixes);
      if (!limiter) return original(line);
      const { write, summary } = limiter.admit(line);
      if (summary) original(summary);
      if (write) original(line);
    };
  }
}
