/** What the handler keeps and hands back: Next's cache entries, opaque to the rest of the code. */
export interface CacheEntry {
  value: { status?: number; headers: Record<string, string> } & Record<string, unknown>;
  lastModified: number;
}
export function prepareDocument(value: unknown, distDir?: string): Promise<void>;
export default class CacheHandler {
  constructor(context: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<CacheEntry | null>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
