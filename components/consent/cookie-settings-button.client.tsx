'use client';

import { OPEN_CONSENT_EVENT } from './cookie-banner.client';

/** «Cookie settings» in the footer: the banner again, on any page, to change the choice. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      {label}
    </button>
  );
}
