import type { Agent } from 'node:http';
export const BEACON_PAGES: string[];
export function sendBeacon(
  url: URL,
  options: { origin: string; agent: Agent; page: string; address: string },
): Promise<number>;
