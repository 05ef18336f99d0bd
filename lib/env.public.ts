/**
 * The configuration the browser's code sees: Next writes these `NEXT_PUBLIC_*` values into the
 * client bundles at build time. Server code reads the same variables at run time through
 * `config()` (lib/env.ts); set them for the build and for the run.
 */
export const publicConfig = {
  /** The external article provider ({api}), when the CRM talks to one. */
  providerUrl: process.env.NEXT_PUBLIC_API_URL?.trim().replace(/\/+$/, '') || undefined,
};
