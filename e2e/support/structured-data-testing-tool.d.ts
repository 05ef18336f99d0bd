// structured-data-testing-tool ships no types: what e2e/crawlers.spec.ts uses of it.
declare module 'structured-data-testing-tool' {
  export interface StructuredDataResult {
    passed: unknown[];
    failed: unknown[];
    warnings: unknown[];
    schemas: string[];
  }
  export function structuredDataTest(
    input: string | Buffer,
    options?: { presets?: unknown[]; schemas?: string[] },
  ): Promise<StructuredDataResult>;
}

declare module 'structured-data-testing-tool/presets' {
  export const Google: unknown;
}
