'use client';

import { consentInitScript } from '@/lib/consent/consent';

const SCRIPT = consentInitScript();

/**
 * Consent-mode defaults, before any tag runs (lib/consent/consent.ts). A client component so
 * that every page carries the script once, in its <head>: rendered by a server component it
 * would be repeated, escaped twice over, in each page's RSC payload (1.1 KB a page). Its text
 * comes with the shared script chunk, cached across pages.
 */
export function ConsentDefaults() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
