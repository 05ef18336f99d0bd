export function secureDocument(value: unknown): void;
export default class CacheHandler {
  constructor(context: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<any>;
  set(key: string, data: any, context: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
