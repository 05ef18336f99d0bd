export const DOC: string;
export interface TreeFigures {
  sources: number;
  long: { file: string; lines: number }[];
  migrations: { count: number; first: string | undefined; last: string | undefined };
}
export function treeFigures(root?: string): TreeFigures;
export function figuresBlock(figures?: TreeFigures): string;
export function documentedBlock(text?: string): string | undefined;
