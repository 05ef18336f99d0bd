/**
 * The configuration the browser's code sees. Next writes `NEXT_PUBLIC_*` values into the client
 * bundles at build time; the provider's address is also handed over by the staff screens'
 * server layout as the server reads it at run time (`tellProviderUrl`), so that the CRM writes
 * where the public pages read from even on a local build started with another provider
 * (lib/env.schema.ts, `providerProblem`).
 */
const builtProviderUrl = process.env.NEXT_PUBLIC_API_URL?.trim().replace(/\/+$/, '') || undefined;
let toldProviderUrl: { value: string | undefined } | undefined;

export const publicConfig = {
  /** The external article provider ({api}), when the CRM talks to one. */
  get providerUrl(): string | undefined {
    return toldProviderUrl ? toldProviderUrl.value : builtProviderUrl;
  },
};

/** The provider the server runs with ('' for the embedded one), before any call is made. */
export function tellProviderUrl(value: string): void {
  toldProviderUrl = { value: value || undefined };
}
