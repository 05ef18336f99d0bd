export interface PolicyOptions {
  providerOrigin?: string;
  gaId?: string;
  production?: boolean;
}
export const FRAME_HOSTS: string[];
export function basePolicy(options?: PolicyOptions): string;
export function sha256Source(text: string): string;
export function googleAnalyticsInitScript(gaId: string, dataLayerName?: string): string;
export function hashPolicy(inlineScripts: Iterable<string>, options?: PolicyOptions): string;
export function noncePolicy(
  nonce: string,
  options?: { inlineScripts?: Iterable<string>; gaId?: string },
): string;
export function inertScriptPolicy(): string;
export function policyList(...policies: string[]): string;
