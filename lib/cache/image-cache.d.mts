export function getImage(key: string): unknown;
export function setImage(key: string, value: unknown, context: unknown): void;
export function optimisedUploads(): Set<string>;
export function forgetOptimisedUploads(hashes: Iterable<string>): number;
