export function bundle(entry: string, outfile: string): Promise<void>;
export function runBundledSource<T = unknown>(source: string): Promise<T>;
