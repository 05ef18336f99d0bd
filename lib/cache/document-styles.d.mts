export const DOCUMENT_BUDGET: number;
export function inlineDocumentStyles(html: string, distDir: string): Promise<string>;
