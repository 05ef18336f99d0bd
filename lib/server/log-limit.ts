/**
 * How many lines the log takes: the same line (its first line, numbers aside) at most
 * `perKind` times a window, and at most `total` lines of any kind; what is left out is
 * counted and said once the window is over, in one line. A flood of requests that each make
 * the server write a line (a bug, or a client that keeps sending what fails) then costs the
 * disk a few lines a minute instead of gigabytes an hour.
 */
export interface LogLimits {
  windowMs: number;
  perKind: number;
  total: number;
  /** Kinds remembered at most within a window (the oldest forgotten first). */
  kinds?: number;
}

export const LOG_LIMITS: LogLimits = { windowMs: 60_000, perKind: 10, total: 300, kinds: 1_000 };

/** A line's kind: its first line, numbers and long hexadecimal ids as `#`, its first 120 characters. */
export function lineKind(line: string): string {
  const first = line.split('\n', 1)[0]!;
  return first.replace(/\b[0-9a-f]{8,}\b|\d+/gi, '#').slice(0, 120);
}

export interface Admission {
  write: boolean;
  /** A line to write first: what the last window left out. */
  summary?: string;
}

export function createLogLimiter(limits: LogLimits = LOG_LIMITS, clock = () => Date.now()) {
  let windowStart = clock();
  let written = 0;
  let leftOut = 0;
  const kinds = new Map<string, number>();

  return {
    admit(line: string): Admission {
      const now = clock();
      let summary: string | undefined;
      if (now - windowStart >= limits.windowMs) {
        if (leftOut > 0) {
          summary = `(${leftOut} log line(s) like the ones before left out in the last ${Math.round(
            (now - windowStart) / 1000,
          )} s)`;
        }
        windowStart = now;
        written = 0;
        leftOut = 0;
        kinds.clear();
      }
      const kind = lineKind(line);
      const seen = kinds.get(kind) ?? 0;
      if (seen >= limits.perKind || written >= limits.total) {
        leftOut++;
        return { write: false, summary };
      }
      if (!kinds.has(kind) && kinds.size >= (limits.kinds ?? Infinity)) {
        kinds.delete(kinds.keys().next().value!);
      }
      kinds.set(kind, seen + 1);
      written++;
      return { write: true, summary };
    },
  };
}

export type LogLimiter = ReturnType<typeof createLogLimiter>;
