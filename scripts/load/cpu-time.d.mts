export function cpuSeconds(pid: number, task?: number): number;
