export function renderBegan(key: string, now?: number): void;
export function renderEnded(key: string): void;
export function rendersEnded(before: number, timeoutMs: number): Promise<void>;
