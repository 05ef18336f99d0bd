import type { PolicyOptions } from './csp.mjs';
export function inlineScripts(html: string): string[];
export function documentScriptPolicy(html: string, options?: PolicyOptions): string;
