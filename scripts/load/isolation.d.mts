export interface ProbeFigures {
  requests: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}
export type Statuses = Record<string, number>;

export function loopDelay(probeFile: string, pid: number, from: number, to: number): number;
export function loopProbeEnv(probeFile: string): Record<string, string>;
export function probe(
  url: string,
  options: { seconds: number; everyMs?: number },
): { stop(): Promise<number[]> };
export function probeFigures(times: number[]): ProbeFigures;
export function whileProbed<T>(
  site: { pid: number },
  probeUrl: string,
  probeFile: string,
  load: () => Promise<T>,
  options: { seconds: number },
): Promise<ProbeFigures & { loopMaxMs: number; done: T }>;
export function signIn(origin: string, staff: { email: string; password: string }): Promise<string>;
export function autosaves(
  origin: string,
  cookie: string,
  options: { bytes: number; count: number; seconds: number; everyMs?: number },
): Promise<{ status: number; ms: number }[]>;
export function beacons(
  origin: string,
  options: {
    count: number;
    addresses: number;
    seconds: number;
    connections?: number;
    pages: string[];
  },
): Promise<{ sent: number; statuses: Statuses }>;
export function seedTodaysViews(
  dataDir: string,
  options: { total: number; visitors: number; pages: string[] },
): void;
export function dashboards(
  origin: string,
  cookie: string,
  options: { times: number; everyMs?: number },
): Promise<{ status: number; ms: number }[]>;
export function searches(
  origin: string,
  options: { count: number; seconds: number; connections?: number },
): Promise<{ sent: number; statuses: Statuses }>;
